/** The commit-msg check: a subject of at most 72 characters, then a blank line before the body. */
import { describe, expect, it } from 'vitest';
import { commitMessageProblem, SUBJECT_MAX } from '../../../../scripts/lib/commit-message';

describe('a commit message', () => {
  it('passes with a subject of up to 72 characters, alone or with a body after a blank line', () => {
    expect(commitMessageProblem('Put the areas on floors')).toBeNull();
    expect(commitMessageProblem(`${'a'.repeat(SUBJECT_MAX)}\n\nWhy it changed.\n`)).toBeNull();
    expect(commitMessageProblem('Ação com acentos e ç, contados como caracteres: é ok\n')).toBeNull();
  });

  it('is refused with a subject of 73 characters, an empty one, or a body glued to the subject', () => {
    expect(commitMessageProblem('a'.repeat(SUBJECT_MAX + 1))).toMatch(/73 characters; at most 72/);
    expect(commitMessageProblem('\nbody only')).toMatch(/empty/);
    expect(commitMessageProblem('Subject\nbody without a blank line')).toMatch(/blank line/);
  });

  it("ignores git's comment lines", () => {
    expect(commitMessageProblem('# Please enter the commit message\nShort subject\n\n# comment\nBody')).toBeNull();
  });
});
