/** Bounds a whole benchmark run: past `ms` it says so and exits 1, whatever it was waiting for. */
export function stopAfter(name: string, ms: number): void {
  setTimeout(() => {
    console.error(`${name}: time limit reached, stopping`);
    process.exit(1);
  }, ms).unref();
}
