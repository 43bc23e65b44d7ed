/**
 * Finds focused tests (`it.only`, `describe.only`, `test.describe.only`, `it.each([...]).only`…) in a test
 * file's source: one committed `.only` silently skips every other test of its file, or of the whole run.
 */

/** A test function, any chain of its modifiers (with or without arguments), then `.only` and its call. */
const FOCUSED = /\b(?:it|test|describe|suite)\b(?:\s*\.\s*\w+(?:\s*\([^()]*(?:\([^()]*\)[^()]*)*\))?)*?\s*\.\s*only\s*[(`]/g;

export interface FocusedTest {
  line: number;
  text: string;
}

/** Each focused test of `source`, with its 1-based line and the line's text. */
export function focusedTests(source: string): FocusedTest[] {
  const lines = source.split('\n');
  const found: FocusedTest[] = [];
  for (const match of source.matchAll(FOCUSED)) {
    const line = source.slice(0, match.index).split('\n').length;
    if (found.at(-1)?.line !== line) found.push({ line, text: lines[line - 1]!.trim() });
  }
  return found;
}

/** The files the test runners read: unit, Workers and end-to-end tests. */
export function isTestFile(path: string): boolean {
  return /\.(?:test|spec)\.[cm]?[jt]sx?$/.test(path);
}
