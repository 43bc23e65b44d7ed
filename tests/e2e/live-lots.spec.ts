import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  allowPageErrors,
  brl,
  dateTimeSP,
  lotEndingIn,
  pageAs,
  PHONE,
  signInOnce,
  snap,
  type Session,
  type Who,
  expect,
  test,
} from './helpers';

interface ApiLot {
  id: number;
  current_price: number;
}

let sessions: Record<Who, Session>;

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['bidder', 'rival', 'admin']);
});

/** A page of its own browser context, signed in as `who`. */
const signedIn = (browser: Browser, baseURL: string | undefined, who: Who) => pageAs(browser, baseURL, sessions[who]);

/**
 * A running lot of the test's own, ending in an hour, as `token`'s holder reads it: no other test's bid or
 * secret maximum is on it (the suites run side by side over one database).
 */
async function openLotFor(request: APIRequestContext, token: string): Promise<ApiLot> {
  const id = await lotEndingIn(request, sessions.admin.token, 3600, `Lote da sala ${Date.now()}`);
  const res = await request.get(`/api/auctions/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as ApiLot;
}

async function waitLive(page: Page) {
  await expect(page.getByText('Ao vivo')).toBeVisible();
}

/** What the page says and hears on its lot socket, and the bids it posts over HTTP (call before goto). */
function watchBidTraffic(page: Page, lotId: number) {
  const sent: { type?: string; key?: string; amount?: number }[] = [];
  const received: { type?: string; key?: string; status?: number }[] = [];
  const posted: string[] = [];
  const parse = (payload: string | Buffer) => {
    try {
      return JSON.parse(String(payload)) as Record<string, never>;
    } catch {
      return {};
    }
  };
  page.on('websocket', (ws) => {
    if (!ws.url().endsWith(`/api/auctions/${lotId}/live`)) return;
    ws.on('framesent', (frame) => sent.push(parse(frame.payload)));
    ws.on('framereceived', (frame) => received.push(parse(frame.payload)));
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/auctions/${lotId}/bid`))
      posted.push(request.headers()['idempotency-key'] ?? '');
  });
  return { sent, received, posted, bidsSent: () => sent.filter((m) => m.type === 'bid') };
}

/** The lot's bid modal, opened from the page's 'Dar Lance'. */
async function openBidModal(page: Page) {
  await page.getByRole('button', { name: 'Dar Lance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dar Lance' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('live lots', () => {
  test("a signed-in page's socket ticket is an HttpOnly cookie no script reads, and a lot socket opens with it alone", async ({
    browser,
    baseURL,
  }) => {
    const { context, page, token } = await signedIn(browser, baseURL, 'bidder');
    const lot = await openLotFor(context.request, token);
    await page.goto(`/lotes/${lot.id}`);
    await waitLive(page);
    expect(await page.content()).not.toMatch(/v1\.[A-Za-z0-9_-]{40,}\.[A-Za-z0-9_-]{43}/);
    const tickets = (await context.cookies()).filter((c) => c.name === 'arremate_ticket');
    expect(tickets.map((c) => [c.path, c.httpOnly, c.sameSite]).sort()).toEqual([
      ['/api/auctions/', true, 'Strict'],
      ['/api/notifications/live', true, 'Strict'],
    ]);
    expect(await page.evaluate(() => document.cookie)).not.toContain('arremate_ticket');
    // Without the session cookie, only the ticket cookie can make a new lot socket a member's (with prices).
    await context.clearCookies({ name: 'arremate_session' });
    const first = await page.evaluate(
      (path) =>
        new Promise<string>((resolve, reject) => {
          const ws = new WebSocket(`ws://${location.host}${path}`);
          ws.onmessage = (event) => {
            if (typeof event.data !== 'string' || !event.data.includes('"auction_update"')) return;
            resolve(event.data);
            ws.close();
          };
          ws.onerror = () => reject(new Error('the lot socket did not open'));
        }),
      `/api/auctions/${lot.id}/live`,
    );
    expect((JSON.parse(first) as { data: Record<string, unknown> }).data).toHaveProperty('current_price');
    await context.close();
  });

  test('A bids in the modal; B, on the same lot, sees the new price and bid within a second', async ({ browser, baseURL }) => {
    const a = await signedIn(browser, baseURL, 'bidder');
    const b = await signedIn(browser, baseURL, 'rival');
    const lot = await openLotFor(b.context.request, b.token);
    const traffic = watchBidTraffic(a.page, lot.id);
    await Promise.all([a.page.goto(`/lotes/${lot.id}`), b.page.goto(`/lotes/${lot.id}`)]);
    await Promise.all([waitLive(a.page), waitLive(b.page)]);
    await expect(b.page.getByText(/\d+ pessoas acompanhando/)).toBeVisible();
    // Each update is passed on as the window event 'auctionUpdate'.
    await b.page.evaluate(() => {
      const seen: unknown[] = ((window as unknown as { seen: unknown[] }).seen = []);
      window.addEventListener('auctionUpdate', (event) => seen.push((event as CustomEvent).detail));
    });

    const dialog = await openBidModal(a.page);
    const minimum = lot.current_price + 10;
    await expect(dialog.getByTestId('bid-current')).toHaveText(brl(lot.current_price));
    await expect(dialog.getByTestId('bid-minimum')).toHaveText(brl(minimum));
    await dialog.getByLabel('Seu lance (R$)').fill(brl(minimum).replace('R$ ', ''));
    await dialog.getByRole('button', { name: 'Confirmar Lance' }).click();
    // The bid goes on the page's lot socket, under a fresh key, and its answer comes back there.
    await expect
      .poll(() => traffic.bidsSent())
      .toEqual([{ type: 'bid', amount: minimum, key: expect.stringMatching(/^[0-9a-f-]{32,36}$/) }]);
    const key = traffic.bidsSent()[0]!.key;
    await expect.poll(() => traffic.received.find((m) => m.type === 'bid_result' && m.key === key)?.status).toBe(201);
    // B has no part in the bid: the price reaches it through the lot's socket.
    await expect(b.page.getByTestId('lot-price')).toHaveText(brl(minimum), { timeout: 1_000 });
    await expect(b.page.getByTestId('bid-list').locator('li').first()).toContainText(brl(minimum));
    const events = await b.page.evaluate(() => (window as unknown as { seen: { id: number; current_price: number }[] }).seen);
    expect(events).toContainEqual(expect.objectContaining({ id: lot.id, current_price: minimum }));

    await expect(a.page.getByText('Lance realizado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(a.page.getByTestId('lot-price')).toHaveText(brl(minimum));
    await expect(a.page.getByText('Você tem o maior lance')).toBeVisible();
    // The bid is listed once, though the answer, the socket and the refetch all carried it.
    await expect(a.page.getByTestId('bid-list').locator('li', { hasText: brl(minimum) })).toHaveCount(1);
    expect(traffic.posted).toEqual([]);
    await snap(b.page, 'live-lot-observer');

    // The top bidder may not bid again.
    await a.page.getByRole('button', { name: 'Dar Lance' }).click();
    await expect(a.page.getByText('Você já é o maior lance atual')).toBeVisible();
    await expect(a.page.getByRole('dialog', { name: 'Dar Lance' })).toBeHidden();
    await a.context.close();
    await b.context.close();
  });

  test("the bid modal's validation messages and fee line, and closing it with a typed value asks first", async ({ browser, baseURL }) => {
    const a = await signedIn(browser, baseURL, 'bidder');
    const lot = await openLotFor(a.context.request, a.token);
    await a.page.goto(`/lotes/${lot.id}`);
    const dialog = await openBidModal(a.page);
    const field = dialog.getByLabel('Seu lance (R$)');
    const confirm = dialog.getByRole('button', { name: 'Confirmar Lance' });
    await expect(field).toBeFocused();
    await expect(confirm).toBeDisabled();

    await field.fill('abc');
    await expect(dialog.getByText('Valor do lance inválido')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Valor do lance inválido/);
    await expect(confirm).toBeDisabled();

    await field.fill('1');
    await expect(field).toHaveAccessibleDescription(`Lance deve ser pelo menos ${brl(lot.current_price + 10)}`);
    await snap(a.page, 'bid-modal-too-low', { fullPage: false });

    await field.fill('');
    await expect(dialog.getByText('Valor do lance é obrigatório')).toBeVisible();
    await expect(confirm).toBeDisabled();

    await field.fill(`${lot.current_price + 10},00`);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toBeEnabled();
    // The fee before the bid, for the amount typed.
    const typed = lot.current_price + 10;
    const fee = Math.round(typed * 10) / 100;
    await expect(dialog.getByTestId('bid-fee-line')).toHaveText(
      `Lance ${brl(typed)} + taxa administrativa de 10 % (${brl(fee)}) = total ${brl(typed + fee)}`,
    );

    await a.page.keyboard.press('Escape');
    const discard = a.page.getByRole('dialog', { name: 'Descartar lance?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Continuar' }).click();
    await expect(discard).toBeHidden();
    await expect(field).toHaveValue(`${lot.current_price + 10},00`);

    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await expect(dialog).toBeHidden();
    await a.context.close();
  });

  test('a bid on the socket whose answer is lost goes over HTTP with the same key, and is taken once', async ({ browser, baseURL }) => {
    const a = await signedIn(browser, baseURL, 'bidder');
    const lot = await openLotFor(a.context.request, a.token);
    const traffic = watchBidTraffic(a.page, lot.id);
    // The socket reaches the server, but the bid's answer is lost with the connection.
    await a.page.routeWebSocket(`**/api/auctions/${lot.id}/live`, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (String(message).includes('"type":"bid_result"')) void ws.close({ code: 1006 });
        else ws.send(message);
      });
    });
    await a.page.goto(`/lotes/${lot.id}`);
    await waitLive(a.page);
    const amount = lot.current_price + 10;
    const dialog = await openBidModal(a.page);
    await dialog.getByLabel('Seu lance (R$)').fill(brl(amount).replace('R$ ', ''));
    const [fallback] = await Promise.all([
      a.page.waitForResponse((r) => r.url().endsWith(`/api/auctions/${lot.id}/bid`)),
      dialog.getByRole('button', { name: 'Confirmar Lance' }).click(),
    ]);
    expect(traffic.bidsSent()).toHaveLength(1);
    expect(traffic.posted).toEqual([traffic.bidsSent()[0]!.key]);
    expect(fallback.status()).toBe(201);
    expect(fallback.headers()['idempotent-replayed']).toBe('true');
    await expect(a.page.getByText('Lance realizado com sucesso!')).toBeVisible();
    await expect(a.page.getByTestId('bid-list').locator('li', { hasText: brl(amount) })).toHaveCount(1);
    await a.context.close();
  });

  test('without the socket, a bid whose HTTP answer was lost is retried with the same Idempotency-Key and taken once', async ({
    browser,
    baseURL,
  }) => {
    const a = await signedIn(browser, baseURL, 'bidder');
    const lot = await openLotFor(a.context.request, a.token);
    await a.page.routeWebSocket(/\/live$/, (ws) => ws.close());
    await a.page.goto(`/lotes/${lot.id}`);
    await expect(a.page.getByText('Atualizando a cada 10 s')).toBeVisible();
    const keys: string[] = [];
    allowPageErrors(/net::ERR_CONNECTION_RESET \(.*\/bid\)$/, "the bid's first answer is cut on purpose");
    await a.page.route(`**/api/auctions/${lot.id}/bid`, async (route) => {
      keys.push(route.request().headers()['idempotency-key']!);
      if (keys.length > 1) return route.continue();
      await route.fetch(); // the server takes the bid…
      await route.abort('connectionreset'); // …and its answer never arrives
    });
    const amount = lot.current_price + 10;
    const dialog = await openBidModal(a.page);
    await dialog.getByLabel('Seu lance (R$)').fill(brl(amount).replace('R$ ', ''));
    await dialog.getByRole('button', { name: 'Confirmar Lance' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Erro de conexão. Tente novamente.');
    // The same amount may be retried, even once the price shows that very bid.
    const [retry] = await Promise.all([
      a.page.waitForResponse((r) => r.url().endsWith(`/api/auctions/${lot.id}/bid`)),
      dialog.getByRole('button', { name: 'Confirmar Lance' }).click(),
    ]);
    expect(retry.status()).toBe(201);
    expect(retry.headers()['idempotent-replayed']).toBe('true');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect(a.page.getByText('Lance realizado com sucesso!')).toBeVisible();
    await expect(a.page.getByTestId('bid-list').locator('li', { hasText: brl(amount) })).toHaveCount(1);
    await a.context.close();
  });

  test('without its socket the page fetches the lot every 10 s while it is active', async ({ browser, baseURL }) => {
    const a = await signedIn(browser, baseURL, 'bidder');
    const rival = await signedIn(browser, baseURL, 'rival');
    const lot = await openLotFor(rival.context.request, rival.token);
    await a.page.routeWebSocket(/\/live$/, (ws) => ws.close());
    await a.page.goto(`/lotes/${lot.id}`);
    await expect(a.page.getByText('Atualizando a cada 10 s')).toBeVisible();
    const bid = await rival.context.request.post(`/api/auctions/${lot.id}/bid`, {
      headers: { Authorization: `Bearer ${rival.token}` },
      data: { amount: lot.current_price + 10 },
    });
    expect(bid.status()).toBe(201);
    await expect(a.page.getByTestId('lot-price')).toHaveText(brl(lot.current_price + 10), { timeout: 12_000 });
    await a.context.close();
    await rival.context.close();
  });

  test("B outbids A: A's bell shows 'Seu lance foi superado' live, and it leads to the lot", async ({ browser, baseURL }) => {
    const a = await signedIn(browser, baseURL, 'bidder');
    const b = await signedIn(browser, baseURL, 'rival');
    const lot = await openLotFor(a.context.request, a.token);
    // A wants outbid notices pushed, at any hour this test runs (other tests change her settings).
    const prefs = await a.context.request.put('/api/notification-settings', {
      headers: { Authorization: `Bearer ${a.token}` },
      data: { bid_outbid: true, push_notifications: true, quiet_hours_start: '00:00', quiet_hours_end: '00:00' },
    });
    expect(prefs.status()).toBe(200);
    // A watches the home page (no lot socket there): the notice must come through the bell's own socket.
    await a.page.goto('/');
    const bell = a.page.getByRole('button', { name: /^Notificações/ });
    await expect(bell).toBeVisible();
    await expect(bell).not.toHaveAttribute('aria-disabled', 'true');
    const unreadBefore = Number(
      (await a.page
        .getByTestId('unread-badge')
        .textContent({ timeout: 1_000 })
        .catch(() => '0')) || 0,
    );

    const first = await a.context.request.post(`/api/auctions/${lot.id}/bid`, {
      headers: { Authorization: `Bearer ${a.token}` },
      data: { amount: lot.current_price + 10 },
    });
    expect(first.status(), await first.text()).toBe(201);
    const outbid = await b.context.request.post(`/api/auctions/${lot.id}/bid`, {
      headers: { Authorization: `Bearer ${b.token}` },
      data: { amount: lot.current_price + 50 },
    });
    expect(outbid.status(), await outbid.text()).toBe(201);

    await expect(a.page.getByTestId('unread-badge')).toHaveText(String(unreadBefore + 1), { timeout: 5_000 });
    await expect(bell).toHaveAccessibleName(/não lida/);
    await bell.click();
    const panel = a.page.getByRole('dialog', { name: 'Notificações' });
    const item = panel.getByRole('link', { name: /Seu lance foi superado/ }).first();
    await expect(item).toBeVisible();
    await expect(item).toContainText(brl(lot.current_price + 50));
    await snap(a.page, 'bell-outbid', { fullPage: false });
    await item.click();
    await expect(a.page).toHaveURL(new RegExp(`/lotes/${lot.id}$`));
    await expect(a.page.getByTestId('lot-price')).toHaveText(brl(lot.current_price + 50));
    await a.context.close();
    await b.context.close();
  });

  test("a lot ending in seconds reads closed on screen, says so in the live region, and its winner sees 'Você ganhou!'", async ({
    browser,
    baseURL,
  }) => {
    // Without prorrogação: the bid in the last seconds leaves the end where it is (bidding-rules.spec.ts extends one).
    test.setTimeout(120_000);
    const admin = await signedIn(browser, baseURL, 'admin');
    const id = await lotEndingIn(admin.context.request, admin.token, 30, undefined, 0);
    const a = await signedIn(browser, baseURL, 'bidder');
    const b = await signedIn(browser, baseURL, 'rival');
    await Promise.all([a.page.goto(`/lotes/${id}`), b.page.goto(`/lotes/${id}`)]);
    await Promise.all([waitLive(a.page), waitLive(b.page)]);
    const endsAt = (await a.page.getByRole('timer').getAttribute('datetime'))!;
    const dialog = await openBidModal(a.page);
    await dialog.getByLabel('Seu lance (R$)').fill('110,00');
    await dialog.getByRole('button', { name: 'Confirmar Lance' }).click();
    await expect(a.page.getByText('Lance realizado com sucesso!')).toBeVisible();
    await expect(a.page.getByTestId('lot-price')).toHaveText('R$ 110,00');
    await expect(a.page.getByTestId('extended-badge')).toHaveCount(0);
    await expect(a.page.getByTestId('lot-announcer')).toContainText('Você é o maior lance');

    // No reload from here on: the end passes, the page reads closed at once, then the room's close names the winner.
    for (const page of [a.page, b.page]) {
      const outcome = page.getByTestId('lot-outcome');
      await expect(outcome.getByRole('heading', { level: 2 })).toHaveText('Arrematado por R$ 110,00', { timeout: 60_000 });
      await expect(outcome).toContainText(`Encerrado em ${dateTimeSP(endsAt)}`);
      await expect(page.getByText('Lance vencedor', { exact: true })).toBeVisible();
      await expect(page.getByRole('timer')).toHaveCount(0);
      await expect(page.getByText(/Ao vivo|acompanhando/)).toHaveCount(0);
      for (const name of ['Dar Lance', 'Lance automático', 'Leilão encerrado'])
        await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await expect(a.page.getByTestId('lot-announcer')).toHaveText('Leilão encerrado. Arrematado por R$ 110,00. Você ganhou!');
    await expect(b.page.getByTestId('lot-announcer')).toHaveText('Leilão encerrado. Arrematado por R$ 110,00');
    await expect(a.page.getByTestId('winner-banner')).toContainText('Você ganhou!', { timeout: 15_000 });
    await expect(a.page.getByTestId('winner-banner')).toContainText('Parabéns! Você venceu este leilão!');
    await expect(a.page.getByRole('link', { name: 'Finalizar Pagamento' })).toHaveAttribute('href', `/checkout/${id}`);
    await expect(b.page.getByTestId('winner-banner')).toHaveCount(0);
    await snap(a.page, 'live-lot-won');
    await snap(b.page, 'live-lot-closed-observer');
    await a.context.close();
    await b.context.close();
    await admin.context.close();
  });

  test('on a 390 px phone, the bid modal and the maximum’s form sit centred, with large amounts kept inside', async ({
    browser,
    baseURL,
  }) => {
    const created = await browser.newContext({ baseURL });
    const res = await created.request.post('/api/auctions', {
      headers: { Authorization: `Bearer ${sessions.admin.token}` },
      data: {
        title: `Servidor de alto valor ${Date.now()}`,
        description: 'Lote de teste com lances altos.',
        category: 'Periféricos',
        starting_price: 123456.78,
        ends_at: new Date(Date.now() + 3600_000).toISOString(),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = ((await res.json()).data as { id: number }).id;
    await created.close();

    const phone = await pageAs(browser, baseURL, sessions.bidder, PHONE);
    await phone.page.goto(`/lotes/${id}`);
    await waitLive(phone.page);
    for (const name of ['Dar Lance', 'Lance automático']) {
      await phone.page.getByRole('button', { name }).click();
      const dialog = phone.page.getByRole('dialog', { name });
      await expect(dialog.getByTestId('bid-minimum')).toHaveText('R$ 123.466,78');
      // The overlay is shown once react-aria has readied its entry (it is transparent until then).
      await expect(dialog.locator('xpath=../..')).toHaveCSS('opacity', '1');
      const box = (await dialog.boundingBox())!;
      const left = box.x;
      const right = PHONE.width - (box.x + box.width);
      expect(Math.abs(left - right), `${name}: left ${left} px, right ${right} px`).toBeLessThanOrEqual(1);
      expect(left, name).toBeGreaterThanOrEqual(8);
      // Nothing inside sticks out of the dialog, nor the page out of the screen.
      const overflow = await dialog.evaluate((el) => {
        const outer = el.getBoundingClientRect();
        return [...el.querySelectorAll('*')]
          .map((child) => child.getBoundingClientRect())
          .filter((r) => r.width > 0 && (r.left < outer.left - 0.5 || r.right > outer.right + 0.5)).length;
      });
      expect(overflow, `${name}: elements outside the dialog`).toBe(0);
      await snap(phone.page, `bid-modal-phone-${name === 'Dar Lance' ? 'bid' : 'maximum'}`, { fullPage: false });
      await phone.page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await phone.context.close();
  });
});
