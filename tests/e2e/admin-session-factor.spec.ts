import { type Page } from '@playwright/test';
import { cpfCheckDigits } from '../../app/domain/documents';
import { addVirtualAuthenticator, expect, expectAccessible, onPhoneAs, snap, test } from './helpers';

const ADMIN = { email: 'admin@arremate.com.br', password: 'Arremate@2026' };
const PASSWORD = 'Leilao2026!';

function newCpf(): string {
  const nine = String(Math.floor(100_000_000 + Math.random() * 800_000_000));
  return `${nine}${cpfCheckDigits(nine)}`;
}

async function fillLogin(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  return dialog;
}

/**
 * An administrator's second factor belongs to the session (decision 0036). A member with a passkey is promoted
 * while signed in with the password alone: the back office sends that session to Meu Perfil to raise it with the
 * passkey. Signing in again, the password alone opens nothing: the passkey step follows. WebAuthn runs on
 * Chromium's virtual authenticator, with localhost as the relying party.
 */
test('an administrator whose only factor is a passkey: the password-only session is raised with it, and the next sign-in asks for it', async ({
  browser,
  page,
  request,
}) => {
  const base = `http://localhost:${process.env.E2E_PORT ?? 8788}`;
  await addVirtualAuthenticator(page);

  // A new account, approved by the demo administrator (through the API, as an API client).
  const email = `admin-passkey-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Bruna Teixeira', email, password: PASSWORD, confirmPassword: PASSWORD, accountType: 'PF', cpf: newCpf() },
  });
  expect(registered.status()).toBe(201);
  const userId = ((await registered.json()) as { data: { user: { id: number } } }).data.user.id;
  const signedIn = await request.post('/api/auth/login', { data: ADMIN, headers: { 'X-Arremate-Client': 'api' } });
  const adminToken = ((await signedIn.json()) as { data: { access_token: string } }).data.access_token;
  const asAdmin = { Authorization: `Bearer ${adminToken}` };
  expect((await request.post(`/api/admin/users/${userId}/approve`, { headers: asAdmin, data: {} })).status()).toBe(200);

  // Signed in with the password, the member adds a passkey.
  await page.goto(`${base}/perfil`);
  await expect(await fillLogin(page, email)).toBeHidden();
  const card = page.getByRole('region', { name: 'Passkeys', exact: true });
  await card.getByRole('button', { name: 'Adicionar passkey' }).click();
  await expect(page.getByText('Passkey adicionada!')).toBeVisible();
  // A member with a passkey may still sign in with the password alone.
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await page.goto(`${base}/perfil`);
  await expect(await fillLogin(page, email)).toBeHidden();

  // Promoted while this session was opened with the password alone: it is a member's until raised.
  expect((await request.post(`/api/admin/users/${userId}/promote`, { headers: asAdmin, data: {} })).status()).toBe(200);
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(/\/perfil\?aviso=admin-elevar/);
  const raise = page.getByRole('form', { name: 'Confirme o segundo fator' });
  await expect(raise.getByText(/Esta sessão entrou só com a senha/)).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'admin-session-raise', { fullPage: false });
  const phone = await onPhoneAs(browser, base, page.context());
  const phonePage = await phone.newPage();
  await phonePage.goto(`${base}/perfil?aviso=admin-elevar#security`);
  await expect(phonePage.getByRole('form', { name: 'Confirme o segundo fator' })).toBeVisible();
  await expectAccessible(phonePage);
  await snap(phonePage, 'admin-session-raise-phone', { fullPage: false });
  await phone.close();
  await raise.getByRole('button', { name: 'Confirmar com passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
  const completeProfile = page.getByRole('dialog', { name: 'Complete seu perfil' });
  await expect(completeProfile).toBeVisible();
  await completeProfile.getByRole('button', { name: 'Depois' }).click();

  // A new sign-in: after the password comes the passkey step; the password alone opens no session.
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await page.goto(`${base}/admin`);
  const dialog = await fillLogin(page, email);
  await expect(dialog.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await expect(dialog.getByText('Sua conta de administrador pede a passkey depois da senha.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirmar com passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
});
