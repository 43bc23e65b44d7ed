/**
 * A question on the terminal whose answer is not shown as it is typed (a password): the prompt is written, the
 * keystrokes readline would echo are not.
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

export async function askHidden(question: string, input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Promise<string> {
  output.write(question);
  // readline echoes what is typed to its output: give it one that writes nothing.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input, output: silent, terminal: true });
  try {
    return await rl.question('');
  } finally {
    rl.close();
    output.write('\n');
  }
}
