import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { d1ExecuteArgs, withPrivateSqlFile } from '../../../../scripts/lib/d1-execute';

const HASH = '$scrypt$ln=14,r=8,p=5$c2FsdA$aGFzaA';
const statements = `UPDATE users SET password_hash = '${HASH}' WHERE email = 'ana@example.com';\n`;

describe('create-admin’s statements reach wrangler', () => {
  it('through a private file (0600), removed afterwards: the password hash is never on the command line', () => {
    let seen = '';
    const args = withPrivateSqlFile(statements, (file) => {
      seen = file;
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8')).toBe(statements);
      return d1ExecuteArgs(['--remote'], { file });
    });
    expect(args).toEqual(['wrangler', 'd1', 'execute', 'DB', '--remote', '--file', seen]);
    expect(args.join(' ')).not.toContain(HASH);
    expect(existsSync(seen)).toBe(false);
  });

  it('removes the file even when wrangler fails', () => {
    let seen = '';
    expect(() =>
      withPrivateSqlFile(statements, (file) => {
        seen = file;
        throw new Error('wrangler failed');
      }),
    ).toThrow('wrangler failed');
    expect(existsSync(seen)).toBe(false);
  });

  it('keeps a lookup without secrets as a command', () => {
    expect(d1ExecuteArgs(['--local'], { command: 'SELECT 1' }, ['--json'])).toEqual([
      'wrangler',
      'd1',
      'execute',
      'DB',
      '--local',
      '--json',
      '--command',
      'SELECT 1',
    ]);
  });
});
