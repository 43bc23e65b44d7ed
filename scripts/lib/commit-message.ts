/** Commit messages: a subject of at most 72 characters, then a blank line before the body (the why). */
export const SUBJECT_MAX = 72;

/** What is wrong with a commit message, or null. Lines git strips (comments) are not part of it. */
export function commitMessageProblem(message: string): string | null {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  const subject = lines[0]?.trim() ?? '';
  const length = [...subject].length;
  if (subject === '') return 'the subject (first line) is empty';
  if (length > SUBJECT_MAX) return `the subject has ${length} characters; at most ${SUBJECT_MAX}`;
  if (lines.length > 1 && lines[1]!.trim() !== '') return 'a blank line must separate the subject from the body';
  return null;
}
