import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { dateTimeSP, expect, expectAccessible, pageAs, PHONE, signInOnce, snap, test, type Session, type Who } from './helpers';

/** A closed lot reads closed, on its first paint: its outcome at a glance, when it closed, nothing of a running lot. */

let sessions: Record<Who, Session>;

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['bidder', 'rival', 'admin']);
});

const signedIn = (browser: Browser, baseURL: string | undefined, who: Who, viewport?: typeof PHONE) =>
  pageAs(browser, baseURL, sessions[who], viewport);

const bearer = (who: Who) => ({ Authorization: `Bearer ${sessions[who].token}` });

/**
 * A lot running for an hour, bid on by `bids` (who, reais) in turn, then closed by an administrator
 * ('Encerrar'), which dates its close before its end. Returns its id and when it closed.
 */
async function closedLot(request: APIRequestContext, title: string, bids: [Who, number][], reserveReais: number | null = null) {
  const created = await request.post('/api/auctions', {
    headers: bearer('admin'),
    data: {
      title,
      description: 'Lote de teste encerrado pela administração.',
      category: 'Periféricos',
      starting_price: 100,
      reserve_price: reserveReais,
      ends_at: new Date(Date.now() + 3600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()).data as { id: number }).id;
  for (const [who, amount] of bids) {
    const bid = await request.post(`/api/auctions/${id}/bid`, { headers: bearer(who), data: { amount } });
    expect(bid.status(), await bid.text()).toBe(201);
  }
  const close = await request.post(`/api/auctions/${id}/close`, { headers: bearer('admin') });
  expect(close.status(), await close.text()).toBe(200);
  const lot = (await (await request.get(`/api/auctions/${id}`)).json()).data as { closed_at: string; ends_at: string };
  expect(Date.parse(lot.closed_at)).toBeLessThan(Date.parse(lot.ends_at));
  return { id, closedAt: dateTimeSP(lot.closed_at) };
}

/** Nothing of a running lot: no countdown, no live badge, no button to bid. */
async function expectNothingRunning(page: Page) {
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByText('Encerra em')).toHaveCount(0);
  await expect(page.getByText('Lance atual')).toHaveCount(0);
  await expect(page.getByText(/Ao vivo|acompanhando|Atualizando a cada/)).toHaveCount(0);
  for (const name of ['Dar Lance', 'Lance automático', 'Leilão encerrado', 'Entrar para dar lance'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
}

test.describe('a closed lot', () => {
  test("won: 'Arrematado por R$ X' and 'Encerrado em' its close for members, 'Você ganhou!' for its winner, 'Leilão encerrado' for a visitor", async ({
    browser,
    baseURL,
  }) => {
    const winner = await signedIn(browser, baseURL, 'bidder');
    const title = `Lote arrematado ${Date.now()}`;
    const { id, closedAt } = await closedLot(winner.context.request, title, [
      ['rival', 150],
      ['bidder', 180],
    ]);

    await winner.page.goto(`/lotes/${id}`);
    const outcome = winner.page.getByTestId('lot-outcome');
    await expect(outcome.getByRole('heading', { level: 2 })).toHaveText('Arrematado por R$ 180,00');
    await expect(outcome).toContainText(`Encerrado em ${closedAt}`);
    await expect(winner.page.getByText('Lance vencedor', { exact: true })).toBeVisible();
    await expect(winner.page.getByTestId('lot-price')).toHaveText('R$ 180,00');
    await expect(winner.page.getByTestId('winner-banner')).toContainText('Você ganhou!');
    await expect(winner.page.getByRole('link', { name: 'Finalizar Pagamento' })).toHaveAttribute('href', `/checkout/${id}`);
    await expectNothingRunning(winner.page);
    await expectAccessible(winner.page);
    await snap(winner.page, 'closed-lot-won-winner');

    const rival = await signedIn(browser, baseURL, 'rival');
    await rival.page.goto(`/lotes/${id}`);
    await expect(rival.page.getByTestId('lot-outcome')).toContainText('Arrematado por R$ 180,00');
    await expect(rival.page.getByTestId('winner-banner')).toHaveCount(0);
    await expect(rival.page.getByRole('link', { name: 'Finalizar Pagamento' })).toHaveCount(0);
    await expectNothingRunning(rival.page);
    await snap(rival.page, 'closed-lot-won');

    // The catalogue's card says it too: when it closed, and its price as the winning bid.
    await rival.page.goto(`/lotes?q=${encodeURIComponent(title)}`);
    const card = rival.page.locator(`article[data-lot-id="${id}"]`);
    await expect(card).toContainText(`Encerrado em${closedAt}`);
    await expect(card).toContainText('Lance vencedorR$ 180,00');
    await expect(card).not.toContainText('Lance atual');
    await expect(card).not.toContainText('Termina em');

    const phone = await signedIn(browser, baseURL, 'rival', PHONE);
    await phone.page.goto(`/lotes/${id}`);
    await expect(phone.page.getByTestId('lot-outcome')).toContainText('Arrematado por R$ 180,00');
    await snap(phone.page, 'closed-lot-won-phone', { fullPage: false });

    // A visitor: closed, and when; no price, no outcome, nothing to bid with.
    const visitor = await browser.newContext({ baseURL });
    const page = await visitor.newPage();
    await page.goto(`/lotes/${id}`);
    await expect(page.getByTestId('lot-outcome').getByRole('heading', { level: 2 })).toHaveText('Leilão encerrado');
    await expect(page.getByTestId('lot-outcome')).toContainText(`Encerrado em ${closedAt}`);
    await expect(page.getByText('Faça login para ver', { exact: true })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/R\$\s?\d|Arrematado/);
    await expectNothingRunning(page);
    await expectAccessible(page);
    await snap(page, 'closed-lot-visitor');
    await visitor.close();
    await phone.context.close();
    await rival.context.close();
    await winner.context.close();
  });

  test("below its reserve: 'Não arrematado — reserva não atingida' over the highest bid, and no winner", async ({ browser, baseURL }) => {
    const a = await signedIn(browser, baseURL, 'bidder');
    const { id, closedAt } = await closedLot(a.context.request, `Lote abaixo da reserva ${Date.now()}`, [['bidder', 200]], 900);
    await a.page.goto(`/lotes/${id}`);
    const outcome = a.page.getByTestId('lot-outcome');
    await expect(outcome.getByRole('heading', { level: 2 })).toHaveText('Não arrematado — reserva não atingida');
    await expect(outcome).toContainText(`Encerrado em ${closedAt}`);
    await expect(a.page.getByText('Maior lance', { exact: true })).toBeVisible();
    await expect(a.page.getByTestId('lot-price')).toHaveText('R$ 200,00');
    await expect(a.page.getByTestId('winner-banner')).toHaveCount(0);
    await expect(a.page.getByRole('link', { name: 'Finalizar Pagamento' })).toHaveCount(0);
    await expectNothingRunning(a.page);
    await expectAccessible(a.page);
    await snap(a.page, 'closed-lot-reserve-not-met');

    const phone = await signedIn(browser, baseURL, 'bidder', PHONE);
    await phone.page.goto(`/lotes/${id}`);
    await expect(phone.page.getByTestId('lot-outcome')).toContainText('Não arrematado — reserva não atingida');
    await snap(phone.page, 'closed-lot-reserve-not-met-phone', { fullPage: false });
    await phone.context.close();
    await a.context.close();
  });

  test("without bids: 'Sem lances' over the start price", async ({ browser, baseURL }) => {
    const a = await signedIn(browser, baseURL, 'bidder');
    const { id, closedAt } = await closedLot(a.context.request, `Lote sem lances ${Date.now()}`, []);
    await a.page.goto(`/lotes/${id}`);
    const outcome = a.page.getByTestId('lot-outcome');
    await expect(outcome.getByRole('heading', { level: 2 })).toHaveText('Sem lances');
    await expect(outcome).toContainText(`Encerrado em ${closedAt}`);
    await expect(a.page.getByText('Preço inicial', { exact: true })).toBeVisible();
    await expect(a.page.getByTestId('lot-price')).toHaveText('R$ 100,00');
    await expect(a.page.getByText('Sem lances ainda.')).toBeVisible();
    await expectNothingRunning(a.page);
    await expectAccessible(a.page);
    await snap(a.page, 'closed-lot-no-bids');

    const phone = await signedIn(browser, baseURL, 'bidder', PHONE);
    await phone.page.goto(`/lotes/${id}`);
    await expect(phone.page.getByTestId('lot-outcome')).toContainText('Sem lances');
    await snap(phone.page, 'closed-lot-no-bids-phone', { fullPage: false });
    await phone.context.close();
    await a.context.close();
  });
});
