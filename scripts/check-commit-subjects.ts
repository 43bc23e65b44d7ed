// Commit messages (scripts/lib/commit-message.ts): `--message-file F` checks one message (the commit-msg hook,
// .githooks/commit-msg, which `npm install` enables); with no argument it checks every commit since the rule
// began (npm test), or the last commit alone in a clone without that history.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { commitMessageProblem, SUBJECT_MAX } from './lib/commit-message';

/** The last commit before the rule: older subjects are history, not checked. */
const RULE_BEGAN_AFTER = '450098d';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

function commitsToCheck(): string[] {
  try {
    git('rev-parse', '--verify', `${RULE_BEGAN_AFTER}^{commit}`);
    return git('rev-list', `${RULE_BEGAN_AFTER}..HEAD`).split('\n').filter(Boolean);
  } catch {
    return [git('rev-parse', 'HEAD').trim()];
  }
}

const args = process.argv.slice(2);
const file = args.indexOf('--message-file');
const refused =
  file >= 0
    ? [commitMessageProblem(readFileSync(args[file + 1]!, 'utf8'))].filter((p) => p !== null).map((p) => `this commit: ${p}`)
    : commitsToCheck().flatMap((commit) => {
        const problem = commitMessageProblem(git('log', '-1', '--format=%B', commit));
        return problem ? [`${commit.slice(0, 7)}: ${problem}`] : [];
      });
if (refused.length > 0) {
  for (const line of refused) console.error(line);
  console.error(`Commit message refused: a subject of at most ${SUBJECT_MAX} characters, a blank line, then the body.`);
  process.exit(1);
}
if (file < 0) console.log('commit messages: every subject within its length');
