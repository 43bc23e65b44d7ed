/**
 * A memory bank as a buyer reads it: its technology ('DDR4', 'LPDDR4'), its speed in MHz and whether it is soldered
 * to the board, read from lshw's description of the bank ('Row of chips LPDDR4 Synchronous 4267 MHz (0.2 ns)',
 * 'SODIMM DDR4 Synchronous Unbuffered (Unregistered) 2133 MHz (0,5 ns)'), and the banks of a machine grouped the
 * way the sheet says them. lshw translates the form factor ('Row of chips', German 'Chipreihe') but not the memory
 * type: soldered memory is recognised by an English form factor of chips, or by a low-power (LPDDR) type, which
 * has no module to plug.
 */
/** A bank as lshw gives it (summary.ts's MemoryModuleSummary has these fields). */
export interface MemoryBank {
  /** bytes; null or 0 when lshw gives none */
  sizeBytes: number | null;
  description: string;
  clockHz: number | null;
}

export interface MemoryPart {
  /** null when lshw gives no size (soldered chips on some firmware) */
  sizeBytes: number | null;
  /** 'DDR4', 'LPDDR3'… (null when lshw does not know the type, as for DDR5) */
  type: string | null;
  speedMhz: number | null;
  soldered: boolean;
}

export interface MemoryGroup extends MemoryPart {
  /** how many banks: modules of the same size, type and speed; soldered banks of the same type and speed */
  count: number;
}

const MEMORY_TYPE = /\b((?:LP)?DDR\d?X?)\b/i;
const SPEED = /\b(\d{2,5}) ?MHz\b/;
const CHIPS = /\b(row of chips|chip)\b/i;

export function memoryPart(module: MemoryBank): MemoryPart {
  const type = MEMORY_TYPE.exec(module.description)?.[1]?.toUpperCase() ?? null;
  const speed = module.clockHz ? Math.round(module.clockHz / 1_000_000) : Number(SPEED.exec(module.description)?.[1] ?? NaN);
  return {
    sizeBytes: module.sizeBytes && module.sizeBytes > 0 ? module.sizeBytes : null,
    type,
    speedMhz: Number.isFinite(speed) && speed > 0 ? speed : null,
    soldered: CHIPS.test(module.description) || (type?.startsWith('LP') ?? false),
  };
}

/** Soldered memory first, then the modules, each kind once with its count, in the order the banks come. */
export function memoryGroups(parts: readonly MemoryPart[]): MemoryGroup[] {
  const groups: MemoryGroup[] = [];
  for (const part of parts) {
    const same = groups.find(
      (g) =>
        g.soldered === part.soldered &&
        g.type === part.type &&
        g.speedMhz === part.speedMhz &&
        (part.soldered || g.sizeBytes === part.sizeBytes),
    );
    if (same) same.count++;
    else groups.push({ ...part, count: 1 });
  }
  return [...groups.filter((g) => g.soldered), ...groups.filter((g) => !g.soldered)];
}

/**
 * Whether the machine's total is the banks' own sum. When lshw gives no size for the banks (soldered chips on
 * some firmware), its total is what the system counts, a little under what is installed: the sheet rounds it.
 */
export function memoryTotalIsExact(totalBytes: number, parts: readonly MemoryPart[]): boolean {
  return parts.length > 0 && parts.reduce((sum, part) => sum + (part.sizeBytes ?? 0), 0) === totalBytes;
}
