// Fails when git tracks a file over 100 KB that is not on the allow-list below: large files belong in R2,
// in a generated build, or nowhere (a stray dump once sat at the root for weeks).
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';

const LIMIT_BYTES = 100 * 1024;

/** Large on purpose, each with its reason. */
const ALLOWED = [
  { pattern: /^package-lock\.json$/, why: 'npm writes it; it pins every version' },
  { pattern: /^migrations\/meta\/\d{4}_snapshot\.json$/, why: 'drizzle-kit writes one schema snapshot per migration' },
  { pattern: /^scripts\/pix-api\/openapi\.yaml$/, why: "the Central Bank's API Pix specification, vendored unchanged" },
  {
    pattern: /^app\/server\/payments\/pix-api\.generated\.ts$/,
    why: 'its types, generated (npm run pix-api:generate); types only, no bytes in the Worker',
  },
];

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
const tooLarge = tracked
  .map((path) => {
    try {
      return { path, bytes: statSync(path).size };
    } catch {
      return { path, bytes: 0 }; // deleted in the working tree
    }
  })
  .filter(({ path, bytes }) => bytes > LIMIT_BYTES && !ALLOWED.some(({ pattern }) => pattern.test(path)));

if (tooLarge.length > 0) {
  for (const { path, bytes } of tooLarge) console.error(`${path}: ${(bytes / 1024).toFixed(0)} KB (limit ${LIMIT_BYTES / 1024} KB)`);
  console.error('Tracked files over the limit: remove them, or add them to ALLOWED in scripts/check-large-files.mjs with the reason.');
  process.exit(1);
}
console.log(`large files: none over ${LIMIT_BYTES / 1024} KB among ${tracked.length} tracked files (allow-list: ${ALLOWED.length})`);
