import { type Browser, type Page } from '@playwright/test';
import { brl, expect, expectAccessible, lotEndingIn, pageAs, PHONE, signInOnce, snap, test, type Session, type Who } from './helpers';

/** Lance automático, prorrogação and reserva on the lot page (issue 21), with the live region read after each event. */

interface ApiLot {
  id: number;
  title: string;
  status: string;
  extended: boolean;
  reserve_met: boolean | null;
}

let sessions: Record<Who, Session>;

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signInOnce(browser, baseURL, ['bidder', 'rival', 'admin']);
});

const signedIn = (browser: Browser, baseURL: string | undefined, who: Who, viewport?: typeof PHONE) =>
  pageAs(browser, baseURL, sessions[who], viewport);

const feeLine = (reais: number) => {
  const fee = Math.round(reais * 10) / 100;
  return `Lance ${brl(reais)} + taxa administrativa de 10 % (${brl(fee)}) = total ${brl(reais + fee)}`;
};

/** "HH:mm" in São Paulo, as the page says a new end. */
const hourMinute = (iso: string) =>
  new Date(iso).toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });

/** The labels inside the price chart (`selector`), as the page lays them out. */
async function labelBoxes(page: Page, selector: string) {
  return page
    .getByTestId('price-chart')
    .locator(selector)
    .evaluateAll((nodes) =>
      nodes.map((n) => {
        const r = n.getBoundingClientRect();
        return { text: n.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
    );
}

/** The price chart reads: its axes' labels are each said once and touch no other, and so are its marks' labels. */
async function expectReadableChart(page: Page) {
  for (const selector of [
    '.visx-axis-left .visx-axis-tick text',
    '.visx-axis-bottom .visx-axis-tick text',
    '[data-testid="chart-mark-label"]',
  ]) {
    const boxes = await labelBoxes(page, selector);
    expect(boxes.length, selector).toBeGreaterThanOrEqual(2);
    expect(new Set(boxes.map((b) => b.text)).size, `${selector}: ${boxes.map((b) => b.text).join(' | ')}`).toBe(boxes.length);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, `${selector}: '${a.text}' and '${b.text}' overlap`).toBe(true);
      }
    }
  }
}

async function waitLive(page: Page) {
  await expect(page.getByText('Ao vivo')).toBeVisible();
}

function bearer(who: Who) {
  return { Authorization: `Bearer ${sessions[who].token}` };
}

test.describe('bidding rules on the lot page', () => {
  test("sets a maximum ('Lance máximo (até)') with the fee line as typed, shows it, then live 'Seu lance máximo de R$ X foi superado'", async ({
    browser,
    baseURL,
  }) => {
    const a = await signedIn(browser, baseURL, 'bidder');
    const lotId = await lotEndingIn(a.context.request, sessions.admin.token, 3600, `Lote lance automático ${Date.now()}`);
    await a.page.goto(`/lotes/${lotId}`);
    await waitLive(a.page);
    await expect(a.page.getByTestId('fee-rule')).toHaveText('+ taxa administrativa de 10 % sobre o lance vencedor');
    await expect(a.page.getByTestId('extension-rule')).toHaveText('Lances nos últimos 3 minutos prorrogam o encerramento por 3 minutos.');
    await expect(a.page.getByTestId('reserve-status')).toHaveCount(0);
    await expect(a.page.getByTestId('own-max')).toHaveCount(0);
    const announcer = a.page.getByTestId('lot-announcer');
    await expect(announcer).toHaveText('');

    // By keyboard: Tab from 'Dar Lance' reaches 'Lance automático', Enter opens its form.
    await a.page.getByRole('button', { name: 'Dar Lance' }).focus();
    await a.page.keyboard.press('Tab');
    await expect(a.page.getByRole('button', { name: 'Lance automático' })).toBeFocused();
    await a.page.keyboard.press('Enter');
    const dialog = a.page.getByRole('dialog', { name: 'Lance automático' });
    const field = dialog.getByLabel('Lance máximo (até)');
    await expect(field).toBeFocused();
    await expect(dialog.getByTestId('auto-bid-fee-line')).toHaveText(feeLine(110));
    await field.fill('105');
    await expect(field).toHaveAccessibleDescription('O lance máximo deve ser de pelo menos R$ 110,00');
    await expect(dialog.getByRole('button', { name: 'Salvar lance máximo' })).toBeDisabled();
    await field.fill('500');
    await expect(dialog.getByTestId('auto-bid-fee-line')).toHaveText(feeLine(500));
    await expectAccessible(a.page);
    await snap(a.page, 'lot-auto-bid-form', { fullPage: false });
    await field.press('Enter');

    await expect(a.page.getByText('Lance máximo de R$ 500,00 salvo.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(a.page.getByTestId('own-max')).toHaveText('Seu lance máximo: R$ 500,00');
    // A sole maximum leads at the minimum, with a bid of its own marked automatic.
    await expect(a.page.getByTestId('lot-price')).toHaveText(brl(110));
    await expect(a.page.getByTestId('bid-list').locator('li').first()).toContainText(`${brl(110)}automático`);
    await expect(announcer).toHaveText('Você é o maior lance');

    // The page read again: the loader asks the room for the member's own maximum.
    await a.page.reload();
    await waitLive(a.page);
    await expect(a.page.getByTestId('own-max')).toHaveText('Seu lance máximo: R$ 500,00');
    await expect(a.page.getByRole('button', { name: 'Aumentar lance máximo' })).toBeVisible();
    await expectAccessible(a.page);
    await snap(a.page, 'lot-own-maximum');

    // Another member bids under the maximum: it answers, and still leads.
    const under = await a.context.request.post(`/api/auctions/${lotId}/bid`, { headers: bearer('rival'), data: { amount: 300 } });
    expect(under.status()).toBe(201);
    await expect(a.page.getByTestId('lot-price')).toHaveText(brl(310));
    await expect(a.page.getByTestId('own-max')).toHaveText('Seu lance máximo: R$ 500,00');

    // Another member bids over the maximum: the lead changes hands, the page and the live region say so.
    const over = await a.context.request.post(`/api/auctions/${lotId}/bid`, { headers: bearer('rival'), data: { amount: 510 } });
    expect(over.status()).toBe(201);
    await expect(a.page.getByTestId('lot-price')).toHaveText(brl(510));
    await expect(a.page.getByTestId('own-max')).toHaveText('Seu lance máximo de R$ 500,00 foi superado');
    await expect(announcer).toHaveText('Você foi superado');
    await expectAccessible(a.page);

    const phone = await signedIn(browser, baseURL, 'bidder', PHONE);
    await phone.page.goto(`/lotes/${lotId}`);
    await expect(phone.page.getByTestId('own-max')).toHaveText('Seu lance máximo de R$ 500,00 foi superado');
    await snap(phone.page, 'lot-own-maximum-passed-phone');
    await phone.context.close();
    await a.context.close();
  });

  test("a manual bid answered at once by another member's maximum: the toast, the history's automatic mark, no word of their maximum", async ({
    browser,
    baseURL,
  }) => {
    const a = await signedIn(browser, baseURL, 'bidder');
    const lotId = await lotEndingIn(a.context.request, sessions.admin.token, 3600, `Lote superado ${Date.now()}`);
    const maximum = await a.context.request.put(`/api/auctions/${lotId}/auto-bid`, { headers: bearer('rival'), data: { max_amount: 300 } });
    expect(maximum.status()).toBe(200);
    await a.page.goto(`/lotes/${lotId}`);
    await waitLive(a.page);
    await expect(a.page.getByTestId('lot-price')).toHaveText(brl(110));

    await a.page.getByRole('button', { name: 'Dar Lance' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Dar Lance' });
    await dialog.getByLabel('Seu lance (R$)').fill('200');
    await expect(dialog.getByTestId('bid-fee-line')).toHaveText(feeLine(200));
    await dialog.getByRole('button', { name: 'Confirmar Lance' }).click();

    await expect(a.page.getByText('Seu lance foi registrado, mas um lance automático de outro participante já o superou.')).toBeVisible();
    await expect(a.page.getByTestId('lot-price')).toHaveText(brl(210));
    const history = a.page.getByTestId('bid-list').locator('li');
    await expect(history.nth(0)).toContainText(`${brl(210)}automático`);
    await expect(history.nth(0).getByTestId('auto-tag')).toHaveText('automáticolance automático');
    await expect(history.nth(1)).toContainText(brl(200));
    await expect(history.nth(1).getByTestId('auto-tag')).toHaveCount(0);
    // The viewer never led: nothing to announce. The other member's maximum shows nowhere.
    await expect(a.page.getByTestId('lot-announcer')).toHaveText('');
    await expect(a.page.getByTestId('own-max')).toHaveCount(0);
    await expect(a.page.locator('body')).not.toContainText(brl(300));
    await expectAccessible(a.page);
    await snap(a.page, 'lot-outbid-automatically');
    await a.context.close();
  });

  test("a bid in the last minutes extends the lot: the 'Prorrogado' badge, the countdown on the new end, the extension heard", async ({
    browser,
    baseURL,
  }) => {
    const a = await signedIn(browser, baseURL, 'bidder');
    const b = await signedIn(browser, baseURL, 'rival');
    const lotId = await lotEndingIn(a.context.request, sessions.admin.token, 100, `Lote prorrogado ${Date.now()}`);
    await Promise.all([a.page.goto(`/lotes/${lotId}`), b.page.goto(`/lotes/${lotId}`)]);
    await Promise.all([waitLive(a.page), waitLive(b.page)]);
    const timer = a.page.getByRole('timer');
    const before = (await timer.getAttribute('datetime'))!;
    await expect(timer).toHaveText(/^0h [01]m \d+s$/);
    await expect(a.page.getByTestId('extended-badge')).toHaveCount(0);

    await a.page.getByRole('button', { name: 'Dar Lance' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Dar Lance' });
    await dialog.getByLabel('Seu lance (R$)').fill('110');
    await dialog.getByRole('button', { name: 'Confirmar Lance' }).click();
    await expect(a.page.getByText('Lance realizado com sucesso!')).toBeVisible();

    // The end moves to the bid's time + 3 minutes, on both pages, at once.
    await expect(a.page.getByTestId('extended-badge')).toHaveText('Prorrogado');
    await expect(timer).not.toHaveAttribute('datetime', before);
    const after = (await timer.getAttribute('datetime'))!;
    const bidAt = (await a.page.getByTestId('bid-list').locator('li').first().locator('time').getAttribute('datetime'))!;
    expect(Date.parse(after)).toBe(Date.parse(bidAt) + 3 * 60_000);
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    await expect(timer).toHaveText(/^0h 2m \d+s$/);
    await expect(b.page.getByTestId('extended-badge')).toHaveText('Prorrogado');
    await expect(b.page.getByRole('timer')).toHaveAttribute('datetime', after);

    await expect(a.page.getByTestId('lot-announcer')).toHaveText(
      `Você é o maior lance. Leilão prorrogado: termina às ${hourMinute(after)}`,
    );
    await expect(b.page.getByTestId('lot-announcer')).toHaveText(`Leilão prorrogado: termina às ${hourMinute(after)}`);
    // Live, without a reload: the chart marks the end the lot had and the one the bid moved it to.
    await expect(a.page.getByTestId('chart-extension')).toHaveCount(1);
    await expect(a.page.getByTestId('chart-original-end')).toHaveCount(1);
    await expect(a.page.getByTestId('chart-mark-label')).toHaveText(['Fim original', 'Prorrogação 1']);
    await expectAccessible(a.page);
    await snap(a.page, 'lot-extended');
    await a.context.close();
    await b.context.close();
  });

  test('the demo lots: a reserve not yet met, a history with automatic bids and its owner’s maximum, a lot extended three times', async ({
    browser,
    baseURL,
  }) => {
    const a = await signedIn(browser, baseURL, 'bidder');
    const listed = async (status: string) => {
      const res = await a.context.request.get(`/api/auctions?status=${status}&q=Lote%202&per_page=48`, { headers: bearer('bidder') });
      expect(res.status()).toBe(200);
      return (await res.json()).data as ApiLot[];
    };
    const active = await listed('active');
    const reserveLot = active.find((l) => l.reserve_met === false);
    const autoLot = active.find((l) => l.title.startsWith('Monitor AOC'));
    const extendedLot = (await listed('closed')).find((l) => l.extended);
    expect(reserveLot && autoLot && extendedLot, 'the three demo lots').toBeTruthy();

    await a.page.goto(`/lotes/${reserveLot!.id}`);
    await expect(a.page.getByTestId('reserve-status')).toHaveText('Reserva não atingida');
    await expectAccessible(a.page);
    await snap(a.page, 'lot-reserve-not-met');

    await a.page.goto(`/lotes/${autoLot!.id}`);
    await expect(a.page.getByTestId('own-max')).toHaveText(/^Seu lance máximo: R\$ [\d.]+,00$/);
    await expect(a.page.getByTestId('bid-list').getByTestId('auto-tag')).toHaveCount(3);
    await expect(a.page.getByTestId('reserve-status')).toHaveCount(0);
    await expectAccessible(a.page);
    await snap(a.page, 'lot-demo-automatic');

    await a.page.goto(`/lotes/${extendedLot!.id}`);
    await expect(a.page.getByTestId('extended-badge')).toHaveText('Prorrogado');
    await expect(a.page.getByTestId('lot-outcome')).toContainText('Arrematado por');
    // Two days of bids: the original end and each of the three extensions marked and labelled, the axes readable.
    const chart = a.page.getByTestId('price-chart');
    await expect(chart.getByTestId('chart-original-end')).toHaveCount(1);
    await expect(chart.getByTestId('chart-extension')).toHaveCount(3);
    await expect(chart.getByTestId('chart-mark-label')).toHaveText(['Fim original', 'Prorrogação 1', 'Prorrogação 2', 'Prorrogação 3']);
    await expect(chart.getByRole('listitem')).toHaveText(['Manual', 'Automático', 'Fim original', 'Prorrogação']);
    await expectReadableChart(a.page);
    await a.page.getByText('Ver como tabela').click();
    await expect(a.page.getByRole('region', { name: 'Ver como tabela' }).getByRole('row')).toHaveCount(14);
    await expect(a.page.getByRole('region', { name: 'Ver como tabela' }).getByRole('row').last()).toContainText('Prorrogação 3');
    await expect(a.page.getByRole('region', { name: 'Encerramento' }).getByRole('rowheader')).toHaveText([
      'Fim original',
      'Prorrogação 1',
      'Prorrogação 2',
      'Prorrogação 3',
    ]);
    await expect(a.page.getByRole('button', { name: 'Lance automático' })).toHaveCount(0);
    await expectAccessible(a.page);
    await snap(a.page, 'lot-demo-extended');

    const phone = await signedIn(browser, baseURL, 'bidder', PHONE);
    for (const [lot, name] of [
      [reserveLot!, 'lot-reserve-not-met-phone'],
      [extendedLot!, 'lot-demo-extended-phone'],
    ] as const) {
      await phone.page.goto(`/lotes/${lot.id}`);
      // The fee rule beside a running lot's price; a closed one's outcome instead.
      await expect(phone.page.getByTestId(lot === reserveLot ? 'fee-rule' : 'lot-outcome')).toBeVisible();
      await expect(phone.page.getByTestId('price-chart')).toBeVisible();
      await snap(phone.page, name);
    }
    // At 390 px the extended lot's chart still says each label once, none touching another.
    await expect(phone.page.getByTestId('chart-mark-label')).toHaveCount(4);
    await expectReadableChart(phone.page);
    await phone.context.close();

    // A visitor sees the badge and the rule, and nothing of the members' parts.
    const visitor = await browser.newContext({ baseURL });
    const page = await visitor.newPage();
    await page.goto(`/lotes/${extendedLot!.id}`);
    await expect(page.getByTestId('extended-badge')).toHaveText('Prorrogado');
    await expect(page.getByTestId('reserve-status')).toHaveCount(0);
    await expect(page.getByTestId('price-chart')).toHaveCount(0);
    await visitor.close();
    await a.context.close();
  });
});
