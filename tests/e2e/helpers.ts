import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

mkdirSync('test-results/screenshots', { recursive: true });

/** Saves a full-page screenshot under test-results/screenshots/ for a person to look at. */
export async function snap(page: Page, name: string, { fullPage = true } = {}) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}

/** Text that would betray a price to a visitor: "R$ 1.234,56"-like amounts. */
export const PRICE_PATTERN = /R\$\s?\d/;
