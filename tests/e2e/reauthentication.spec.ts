import { execFileSync } from 'node:child_process';
import { cpfCheckDigits } from '../../app/domain/documents';
import { allowRefusal, ACCOUNTS, expect, test } from './helpers';

const API_CLIENT = { 'X-Arremate-Client': 'api' };

/** Moves the user's sign-ins 11 minutes back in the e2e server's database (scripts/e2e-server.mjs). */
function ageSignIn(userId: number) {
  const when = new Date(Date.now() - 11 * 60_000).toISOString();
  execFileSync(
    'npx',
    [
      'wrangler',
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      '.wrangler/e2e-state',
      '--command',
      `UPDATE sessions SET authenticated_at = '${when}' WHERE user_id = ${userId}`,
    ],
    { stdio: 'ignore' },
  );
}

test('Meu Perfil asks for the current password before turning 2FA on when the sign-in is not recent', async ({ page, request }) => {
  const email = `confirma-${Date.now()}@example.com`;
  const password = 'Confirma2026x';
  const nine = String(Math.floor(100_000_000 + Math.random() * 800_000_000));
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Helena Prado', email, password, accountType: 'PF', cpf: `${nine}${cpfCheckDigits(nine)}` },
  });
  const userId = ((await registered.json()) as { data: { user: { id: number } } }).data.user.id;
  const admin = (await (await request.post('/api/auth/login', { data: ACCOUNTS.admin, headers: API_CLIENT })).json()).data
    .access_token as string;
  await request.post(`/api/admin/users/${userId}/approve`, { headers: { Authorization: `Bearer ${admin}` } });

  expect((await page.request.post('/api/auth/login', { data: { email, password } })).status()).toBe(200);
  ageSignIn(userId);
  allowRefusal(403, '/api/auth/2fa/setup', 'the sign-in is not recent');
  allowRefusal(401, '/api/auth/2fa/setup', 'a wrong current password');
  await page.goto('/perfil');
  const card = page.locator('section[aria-labelledby="two-factor"]');
  await card.getByRole('button', { name: 'Ativar 2FA' }).click();
  const confirm = card.getByLabel('Senha atual');
  await expect(confirm).toBeVisible();
  await expect(card.getByText('Por segurança, confirme sua senha atual para fazer esta alteração.')).toBeVisible();
  await confirm.fill('Errada2026x');
  await card.getByRole('button', { name: 'Ativar 2FA' }).click();
  await expect(card.getByRole('alert')).toHaveText('Senha atual incorreta.');
  await confirm.fill(password);
  await card.getByRole('button', { name: 'Ativar 2FA' }).click();
  await expect(page.getByRole('img', { name: 'QR code para configurar o aplicativo autenticador' })).toBeVisible();
});

test('the back office asks for the password in a dialog before promoting when the sign-in is not recent, then promotes', async ({
  page,
  request,
}) => {
  const nine = String(Math.floor(100_000_000 + Math.random() * 800_000_000));
  const registered = await request.post('/api/auth/register', {
    data: {
      name: 'Igor Prado',
      email: `promovido-${Date.now()}@example.com`,
      password: 'Promove2026x',
      accountType: 'PF',
      cpf: `${nine}${cpfCheckDigits(nine)}`,
    },
  });
  const userId = ((await registered.json()) as { data: { user: { id: number } } }).data.user.id;
  const signedIn = await page.request.post('/api/auth/login', { data: ACCOUNTS.admin });
  const adminId = ((await signedIn.json()) as { data: { user: { id: number } } }).data.user.id;
  ageSignIn(adminId);

  allowRefusal(403, `/api/admin/users/${userId}/promote`, 'the sign-in is not recent');
  await page.goto(`/admin?aba=usuarios&id=${userId}`);
  await page.getByTestId(`user-${userId}`).getByRole('button', { name: 'Promover' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirme sua senha' });
  await expect(dialog.getByText('Por segurança, confirme sua senha atual para fazer esta alteração.')).toBeVisible();
  await dialog.getByLabel('Senha atual').fill(ACCOUNTS.admin.password);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Status atualizado com sucesso!')).toBeVisible();
  const token = (await (await request.post('/api/auth/login', { data: ACCOUNTS.admin, headers: API_CLIENT })).json()).data
    .access_token as string;
  const user = await request.get(`/api/admin/users/${userId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await user.json()) as { data: { is_admin: boolean } }).data.is_admin).toBe(true);
});
