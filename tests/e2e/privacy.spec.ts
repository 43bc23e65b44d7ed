/**
 * Meu Perfil → Privacidade (LGPD): a fresh member downloads their data, tries to erase the account with a
 * wrong password, erases it, and is signed out with a confirmation; the old password no longer signs in.
 */
import { readFileSync } from 'node:fs';
import { cpfCheckDigits } from '../../app/domain/documents';
import { allowRefusal, expect, expectAccessible, snap, test } from './helpers';

const PASSWORD = 'Privacidade2026!';

function newCpf(): string {
  const nine = String(Math.floor(100_000_000 + Math.random() * 800_000_000));
  return `${nine}${cpfCheckDigits(nine)}`;
}

test('a member downloads their data and erases the account', async ({ page, baseURL }) => {
  const email = `privacidade-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    headers: { Origin: baseURL! },
    data: { name: 'Beatriz Souza', email, password: PASSWORD, accountType: 'PF', cpf: newCpf() },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // Signs in through the modal and lands on the page it asked for.
  await page.goto('/?entrar=1&redirectTo=/perfil/privacidade');
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/perfil\/privacidade$/);
  await expect(page.getByRole('heading', { name: 'Privacidade', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'privacy');

  // 'Baixar meus dados': a JSON file with the member's own profile.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Baixar meus dados' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^arremate-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    profile: { email: string; name: string };
    audit: unknown[];
  };
  expect(exported.profile).toMatchObject({ email, name: 'Beatriz Souza' });
  expect(exported.audit.length).toBeGreaterThan(0);

  // 'Excluir minha conta': the dialog asks for the password; a wrong one changes nothing.
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Senha').fill('SenhaErrada123!');
  allowRefusal(401, '/api/account', 'a wrong password');
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Senha incorreta. Sua conta não foi excluída.');
  await expectAccessible(page);
  await snap(page, 'privacy-delete-dialog', { fullPage: false });

  await dialog.getByLabel('Senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(page).toHaveURL(/\/conta-excluida$/);
  await expect(page.getByRole('heading', { name: 'Conta excluída', level: 1 })).toBeVisible();
  // Signed out: the header offers to sign in again, and the privacy page asks for a sign-in.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'account-deleted');

  const again = await page.request.post('/api/auth/login', { headers: { Origin: baseURL! }, data: { email, password: PASSWORD } });
  expect(again.status()).toBe(401);
  await page.goto('/perfil/privacidade');
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
});
