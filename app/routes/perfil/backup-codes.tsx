import { accountText } from '~/i18n/pt-BR-account';
import { Button } from '~/ui/button';
import * as s from './route.css';

const text = accountText.profile;

/** Saves the codes as a text file. */
function download(codes: string[]) {
  const blob = new Blob([`Arremate — códigos de backup\n\n${codes.join('\n')}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: 'arremate-codigos-backup.txt' });
  a.click();
  URL.revokeObjectURL(url);
}

/** The set-up's last step: the backup codes, shown once, to download or copy before finishing. */
export function BackupCodes({ codes, onFinish }: { codes: string[]; onFinish: () => void }) {
  return (
    <>
      <h4>{text.step3}</h4>
      <p className={s.muted}>{text.step3Text}</p>
      <ul className={s.codes} aria-label={accountText.auth.backupCode}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className={s.actions}>
        <Button variant="secondary" onPress={() => download(codes)}>
          {text.download}
        </Button>
        <Button onPress={onFinish}>{text.finish}</Button>
      </div>
    </>
  );
}
