import { describe, expect, it } from 'vitest';
import { focusedTests, isTestFile } from '../../../../scripts/lib/focused-tests';

// Built from parts, so that this file holds no focused test itself.
const only = '.' + 'only';

describe('focusedTests', () => {
  it.each([
    `it${only}('bids', () => {})`,
    `test${only}('bids', () => {})`,
    `describe${only}('bids', () => {})`,
    `suite${only}('bids', () => {})`,
    `test.describe${only}('bids', () => {})`,
    `it.each([1, 2])${only}('bids %s', () => {})`,
    `describe.each(roles())${only}('as %s', () => {})`,
    `it.concurrent${only}('bids', () => {})`,
    `it.skipIf(process.env.CI)${only}('bids', () => {})`,
    `it ${only} ('bids', () => {})`,
  ])('finds %s', (line) => {
    expect(focusedTests(`import { it } from 'vitest';\n\n  ${line}\n`)).toEqual([{ line: 3, text: line }]);
  });

  it('finds each one, with its line', () => {
    const source = [
      `describe('a', () => {`,
      `  it${only}('b', () => {});`,
      `  it('c', () => {});`,
      `  it${only}('d', () => {});`,
      `});`,
    ].join('\n');
    expect(focusedTests(source).map((f) => f.line)).toEqual([2, 4]);
  });

  it.each([
    `it('bids only once', () => {})`,
    `describe('only admins', () => {})`,
    `const onlyOne = items.only;`,
    `expect(list.only).toBe(1);`,
    `it.skip('later', () => {})`,
    `commit${only}(1)`,
  ])('passes %s', (line) => {
    expect(focusedTests(line)).toEqual([]);
  });
});

describe('isTestFile', () => {
  it('knows the runners’ files from the rest', () => {
    expect(['tests/unit/domain/money.test.ts', 'tests/e2e/lot.spec.ts', 'app/x.test.tsx'].every(isTestFile)).toBe(true);
    expect(['tests/workers/fixtures.ts', 'scripts/check-no-only.ts', 'docs/testing.md'].some(isTestFile)).toBe(false);
  });
});
