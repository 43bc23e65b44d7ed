import type { Page } from '@playwright/test';
import { allowPageErrors, allowRefusal, expect, snap, test } from './helpers';
import { measureScreenFit } from './screen-fit';

// The suite's own guards (helpers.ts). The page-error guard fails a test after its body has run, so each
// `test.fail` below does its one wrong thing last, on a page shown to have loaded, and passes only if the
// guard fails it.

async function faqPage(page: Page) {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perguntas frequentes');
}

test.describe('a test fails when a page it opened logs or throws an error', () => {
  test.fail('an error on the console', async ({ page }) => {
    await faqPage(page);
    await page.evaluate(() => console.error('erro de teste'));
  });

  test.fail('an uncaught exception', async ({ page }) => {
    await faqPage(page);
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('erro de teste');
      }),
    );
    await page.waitForTimeout(200);
  });

  test.fail('an error React recovers from, reported as its production build reports it', async ({ page }) => {
    await faqPage(page);
    await page.evaluate(() => reportError(new Error('Minified React error #421')));
  });

  test.fail('an error on a page of a context the test opened itself', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await faqPage(page);
    await page.evaluate(() => console.error('erro de teste'));
    await context.close();
  });

  test.fail('a refusal of another address than the one allowed', async ({ page }) => {
    allowRefusal(404, '/api/outro-endereco', 'not the one refused');
    await faqPage(page);
    expect(await page.evaluate(async () => (await fetch('/api/nao-existe')).status)).toBe(404);
  });

  test('a refusal the test asks for passes once allowed by status and address', async ({ page }) => {
    allowRefusal(404, '/api/nao-existe', 'the test asks for an address that does not exist');
    await faqPage(page);
    expect(await page.evaluate(async () => (await fetch('/api/nao-existe')).status)).toBe(404);
  });

  test('an error the test provokes on purpose passes once allowed, its reason in the report', async ({ page }) => {
    allowPageErrors(/erro provocado/, 'the test logs it itself');
    await faqPage(page);
    await page.evaluate(() => console.error('erro provocado'));
    expect(test.info().annotations).toContainEqual({ type: 'allowed page errors', description: 'erro provocado: the test logs it itself' });
  });
});

test.describe('a screenshot fails unless its page fits the screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Adds `html` to the page's main element. */
  const add = (page: Page, html: string) =>
    page.locator('main').evaluate((main, added) => main.insertAdjacentHTML('beforeend', added), html);

  test('a page wider than the screen', async ({ page }) => {
    await faqPage(page);
    await add(page, '<div style="width: 600px; height: 20px"></div>');
    expect((await measureScreenFit(page)).page).toBeGreaterThan(390);
    await expect(snap(page, 'guard-wide-page')).rejects.toThrow(/the page is no wider than the screen/);
  });

  test('a dialog past the right edge, which does not widen the page', async ({ page }) => {
    await faqPage(page);
    await add(page, '<div role="dialog" style="position: fixed; top: 100px; left: 40px; width: 380px">Diálogo descentrado</div>');
    expect(await measureScreenFit(page)).toEqual({ screen: 390, page: 390, outside: ['div “Diálogo descentrado” 40…420 px'] });
    await expect(snap(page, 'guard-dialog-past-the-edge', { fullPage: false })).rejects.toThrow(/elements shown outside the 390 px screen/);
  });

  test('a note cut off on the left', async ({ page }) => {
    await faqPage(page);
    await add(page, '<p style="position: relative; left: -60px">Nota cortada à esquerda</p>');
    expect((await measureScreenFit(page)).outside).toEqual([expect.stringMatching(/^p “Nota cortada à esquerda” -\d+…\d+ px$/)]);
    await expect(snap(page, 'guard-cut-on-the-left')).rejects.toThrow(/elements shown outside the 390 px screen/);
  });

  test('a carousel clipped by its frame, a table in its scrolling box, hidden text and a parked skip link pass', async ({ page }) => {
    await faqPage(page);
    await add(
      page,
      `<div style="overflow: hidden; width: 300px"><div style="display: flex; width: 900px"><p style="flex: 0 0 300px">1</p><p style="flex: 0 0 300px">2</p><p style="flex: 0 0 300px">3</p></div></div>
       <div style="overflow-x: auto; width: 300px"><table style="width: 800px"><tr><td>coluna larga</td></tr></table></div>
       <span style="position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap">texto só para leitores de tela, longo o bastante para passar da borda</span>
       <a href="#conteudo" style="position: absolute; left: -10000px">Pular para o conteúdo</a>`,
    );
    await snap(page, 'guard-clipped-parts');
  });
});
