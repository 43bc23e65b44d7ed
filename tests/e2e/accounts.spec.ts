import { type Page } from '@playwright/test';
import { cpfCheckDigits } from '../../app/domain/documents';
import { addVirtualAuthenticator, allowRefusal, snap, expect, test } from './helpers';

const ADMIN = { email: 'admin@arremate.com.br', password: 'Arremate@2026' };
const BIDDER = { email: 'comprador@arremate.com.br', password: 'Comprador@2026' };

function newCpf(): string {
  const nine = String(Math.floor(100_000_000 + Math.random() * 800_000_000));
  return `${nine}${cpfCheckDigits(nine)}`;
}

async function login(page: Page, email: string, password: string, { expectSecondStep = false } = {}) {
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Senha', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  if (expectSecondStep) await expect(dialog.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  else await expect(dialog).toBeHidden();
}

/** New accounts are asked once to complete their profile: answer 'Depois'. */
async function answerLater(page: Page) {
  const prompt = page.getByRole('dialog', { name: 'Complete seu perfil' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Depois' }).click();
  await expect(prompt).toBeHidden();
}

test('register PF → pending screen → approved by an admin → profile; logout; guarded pages', async ({ page, request }) => {
  const email = `novo-${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Criar conta' }).click();
  const register = page.getByRole('dialog', { name: 'Criar sua conta' });
  await expect(register).toBeVisible();

  // The spec's first message when nothing is filled in
  await register.getByRole('button', { name: 'Criar conta' }).click();
  await expect(register.getByRole('alert')).toHaveText('Nome é obrigatório');

  // Switching to PJ clears the document; back to PF
  await register.getByLabel('CPF').fill('52998224725');
  await expect(register.getByLabel('CPF')).toHaveValue('529.982.247-25');
  await register.getByText('Pessoa Jurídica').click();
  await expect(register.getByLabel('CNPJ')).toHaveValue('');
  await register.getByText('Pessoa Física').click();

  const cpf = newCpf();
  await register.getByLabel('CPF').fill(cpf);
  await register.getByLabel('Nome completo').fill('Helena Martins');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Senha', { exact: true }).fill('abc');
  await expect(register.getByText('Muito fraca')).toBeVisible();
  await register.getByLabel('Senha', { exact: true }).fill('Leilao2026!');
  await expect(register.getByText('Forte')).toBeVisible();
  await register.getByLabel('Confirmar senha').fill('Leilao2026?');
  await register.getByRole('button', { name: 'Criar conta' }).click();
  await expect(register.getByRole('alert')).toHaveText('Senhas não coincidem');
  await register.getByLabel('Confirmar senha').fill('Leilao2026!');
  await snap(page, 'register-modal', { fullPage: false });
  await register.getByRole('button', { name: 'Criar conta' }).click();
  await expect(register).toBeHidden();

  // Login opens by itself after 500 ms
  await login(page, email, 'Leilao2026!');
  await expect(page.getByRole('button', { name: /Helena Martins — Menu do usuário/ })).toBeVisible();

  // Phone and address are missing: 'Complete seu perfil', once
  const prompt = page.getByRole('dialog', { name: 'Complete seu perfil' });
  await expect(prompt).toBeVisible();
  await snap(page, 'profile-prompt', { fullPage: false });
  await prompt.getByRole('button', { name: 'Depois' }).click();
  await expect(prompt).toBeHidden();
  await page.goto('/lotes');
  await expect(page.getByRole('heading', { name: 'Lotes', level: 1 })).toBeVisible();
  await expect(prompt).toBeHidden();

  allowRefusal(403, '/perfil', 'a member awaiting approval is refused Meu Perfil');
  allowRefusal(403, '/admin', 'a member is refused the back office');
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { name: 'Conta Pendente de Aprovação' })).toBeVisible();
  await snap(page, 'pending-approval', { fullPage: false });

  // An administrator approves through the API
  const adminLogin = await request.post('/api/auth/login', { data: ADMIN, headers: { 'X-Arremate-Client': 'api' } });
  const adminToken = (await adminLogin.json()).data.access_token as string;
  const users = (
    await (
      await request.get(`/api/admin/users?email=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${adminToken}` } })
    ).json()
  ).data as {
    id: number;
    email: string;
  }[];
  const id = users.find((u) => u.email === email)!.id;
  const approve = await request.post(`/api/admin/users/${id}/approve`, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(approve.status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

  // Not an admin
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Acesso Negado' })).toBeVisible();
  await expect(page.getByText('Você não tem permissão para acessar esta área.')).toBeVisible();

  // Sair
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await snap(page, 'user-menu', { fullPage: false });
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
});

test('a visitor on a protected page logs in and comes back to it', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/\?entrar=1&redirectTo=%2Fdashboard/);
  await login(page, BIDDER.email, BIDDER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Olá, Marina Duarte!' })).toBeVisible();
});

test('wrong credentials get the same message, in the modal', async ({ page }) => {
  allowRefusal(401, '/entrar', 'the sign-in is refused');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  const submit = dialog.getByRole('button', { name: 'Entrar', exact: true });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Email').fill('ninguem@example.com');
  await dialog.getByLabel('Senha', { exact: true }).fill('qualquer1');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Email ou senha incorretos.');
  await dialog.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(dialog.getByLabel('Senha', { exact: true })).toHaveAttribute('type', 'text');
  await snap(page, 'login-modal-error', { fullPage: false });
});

test('an admin sees the admin entries of the user menu and the admin pages', async ({ page }) => {
  await page.goto('/admin');
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  for (const label of ['Dashboard', 'Meu Perfil', 'Admin', 'Dashboard Admin', 'Agendar Leilões', 'Templates']) {
    await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByText(ADMIN.email)).toBeVisible();
});

test('forgotten password: request, read the e-mail in the dev mailbox, set a new one, sign in with it', async ({ page, request }) => {
  const email = `esqueci-${Date.now()}@example.com`;
  const created = await request.post('/api/auth/register', {
    data: { name: 'Otávio Reis', email, password: 'Antiga2026', accountType: 'PF', cpf: newCpf() },
  });
  expect(created.status()).toBe(201);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Recuperar Senha' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Enviar instruções' }).click();
  await expect(forgot.getByText('Email Enviado!')).toBeVisible();
  await expect(forgot.getByText('Se o email estiver cadastrado, enviamos instruções para recuperar a senha.')).toBeVisible();

  await page.goto('/dev/mailbox');
  const mail = page.locator(`article[data-to="${email}"]`).first();
  await expect(mail).toContainText('Arremate — Recuperar senha');
  await snap(page, 'dev-mailbox', { fullPage: false });
  await mail.getByRole('link').click();

  const reset = page.getByRole('dialog', { name: 'Redefinir Senha' });
  await reset.getByLabel('Nova Senha', { exact: true }).fill('Nova2026x');
  await reset.getByLabel('Confirmar Nova Senha').fill('Nova2026y');
  await reset.getByRole('button', { name: 'Alterar Senha' }).click();
  await expect(reset.getByRole('alert')).toHaveText('As senhas não coincidem');
  await reset.getByLabel('Confirmar Nova Senha').fill('Nova2026x');
  await reset.getByRole('button', { name: 'Alterar Senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso! Você pode fazer login agora.')).toBeVisible();
  await snap(page, 'reset-done', { fullPage: false });

  // Two seconds later, home with the login modal
  await login(page, email, 'Nova2026x');
  await expect(page.getByRole('button', { name: /Otávio Reis — Menu do usuário/ })).toBeVisible();
});

test('/reset-password without a token goes home', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/$/);
});

test('two-factor: enable in Meu Perfil (3 steps) → logout → login with a TOTP code → login with a backup code', async ({
  page,
  request,
}) => {
  const { Secret, TOTP } = await import('otpauth');
  const email = `duplo-${Date.now()}@example.com`;
  const password = 'Duplo2026x';
  expect(
    (
      await request.post('/api/auth/register', { data: { name: 'Bruna Saraiva', email, password, accountType: 'PF', cpf: newCpf() } })
    ).status(),
  ).toBe(201);
  const admin = (await (await request.post('/api/auth/login', { data: ADMIN, headers: { 'X-Arremate-Client': 'api' } })).json()).data
    .access_token as string;
  const users = (
    await (
      await request.get(`/api/admin/users?email=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${admin}` } })
    ).json()
  ).data as {
    id: number;
    email: string;
  }[];
  await request.post(`/api/admin/users/${users.find((u) => u.email === email)!.id}/approve`, {
    headers: { Authorization: `Bearer ${admin}` },
  });

  await page.goto('/perfil');
  await login(page, email, password);
  await expect(page.getByRole('heading', { name: 'Meu Perfil', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Ativar 2FA' }).click();
  await expect(page.getByRole('img', { name: 'QR code para configurar o aplicativo autenticador' })).toBeVisible();
  const secret = (await page.locator('code').innerText()).trim();
  await snap(page, 'two-factor-step1', { fullPage: false });
  await page.getByRole('button', { name: 'Continuar' }).click();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  await page.getByLabel('Código').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const codes = page.getByRole('list', { name: 'Código de backup' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backup = (await codes.first().innerText()).trim();
  await snap(page, 'two-factor-step3', { fullPage: false });
  await page.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByText('Ativada', { exact: true })).toBeVisible();

  // Logout, then a TOTP code (the next step's, since each code is usable once)
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  await login(page, email, password, { expectSecondStep: true });
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await dialog.getByLabel('Código').fill('12');
  await dialog.getByRole('button', { name: 'Verificar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Digite um código de 6 dígitos');
  await dialog.getByLabel('Código').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await dialog.getByRole('button', { name: 'Verificar' }).click();
  await expect(dialog).toBeHidden();
  // The first login that does not go straight to the profile asks, once, to complete it.
  await answerLater(page);
  await expect(page.getByRole('button', { name: /Bruna Saraiva — Menu do usuário/ })).toBeVisible();

  // Logout, then a backup code
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  await login(page, email, password, { expectSecondStep: true });
  await dialog.getByRole('button', { name: 'Usar um código de backup' }).click();
  await dialog.getByLabel('Código de backup').fill(backup);
  await dialog.getByRole('button', { name: 'Verificar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Bruna Saraiva — Menu do usuário/ })).toBeVisible();
});

test('profile: CEP lookup fills the address, saving shows the spec message; notification settings', async ({ page }) => {
  await page.goto('/perfil');
  await login(page, BIDDER.email, BIDDER.password);
  await expect(page.getByRole('heading', { name: 'Meu Perfil', level: 1 })).toBeVisible();
  const cep = page.getByRole('textbox', { name: 'CEP' });
  allowRefusal(404, '/api/cep/00000001', 'a CEP that does not exist');
  await cep.fill('00000001');
  await cep.blur();
  await expect(page.getByText('CEP inválido. Verifique e tente novamente.')).toBeVisible();
  await cep.fill('30130010');
  await expect(cep).toHaveValue('30130-010');
  await cep.blur();
  await expect(page.getByRole('textbox', { name: 'Endereço' })).toHaveValue('Praça Sete de Setembro');
  await expect(page.getByRole('textbox', { name: 'Cidade' })).toHaveValue('Belo Horizonte');
  await expect(page.getByRole('textbox', { name: 'Estado (UF)' })).toHaveValue('MG');
  await page.getByRole('textbox', { name: 'Telefone' }).fill('319');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Informe um telefone válido com DDD.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Telefone' }).fill('31987651234');
  await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(31) 98765-1234');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Dados salvos com sucesso!')).toBeVisible();
  await snap(page, 'profile');

  // Meus Favoritos: the demo bidder follows three lots; remove one
  const favorites = page.getByRole('region', { name: 'Meus Favoritos' });
  await expect(favorites.getByRole('listitem')).toHaveCount(3);
  await favorites.getByRole('button', { name: 'Remover Leilão #3' }).click();
  await expect(favorites.getByRole('listitem')).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Meus Favoritos' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Resumo de atividades' })).toContainText('2');

  await page.getByRole('button', { name: 'Configurações de notificação' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações de notificação' });
  const outbid = settings.getByRole('switch', { name: 'Meu lance for superado' });
  await expect(outbid).toBeChecked();
  await outbid.click({ force: true });
  await settings.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(settings.getByText('Configurações salvas com sucesso!')).toBeVisible();
  await snap(page, 'notification-settings', { fullPage: false });
  await page.keyboard.press('Escape');
  await page.reload();
  await page.getByRole('button', { name: 'Configurações de notificação' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Configurações de notificação' }).getByRole('switch', { name: 'Meu lance for superado' }),
  ).not.toBeChecked();
});

test('passkeys: register one in Meu Perfil, sign in with it, remove it (Chromium virtual authenticator)', async ({ page }) => {
  // WebAuthn needs a domain as relying party ID: use localhost rather than 127.0.0.1.
  const base = `http://localhost:${process.env.E2E_PORT ?? 8788}`;
  await addVirtualAuthenticator(page);

  await page.goto(`${base}/perfil`);
  await login(page, BIDDER.email, BIDDER.password);
  const card = page.getByRole('region', { name: 'Passkeys', exact: true });
  await expect(card.getByText('Nenhuma passkey cadastrada.')).toBeVisible();
  await card.getByRole('button', { name: 'Adicionar passkey' }).click();
  await expect(page.getByText('Passkey adicionada!')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Passkeys' }).getByRole('listitem')).toHaveCount(1);
  await snap(page, 'passkeys', { fullPage: false });

  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByRole('button', { name: 'Entrar com passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Marina Duarte — Menu do usuário/ })).toBeVisible();

  await page.goto(`${base}/perfil`);
  await expect(card.getByText(/Último uso: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await card.getByRole('button', { name: /^Remover/ }).click();
  await expect(card.getByText('Nenhuma passkey cadastrada.')).toBeVisible();
});
