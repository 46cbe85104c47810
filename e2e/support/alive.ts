import { expect, type Page } from '@playwright/test';

/**
 * Whether the page's code has taken over: a server-rendered page shows its buttons before its JavaScript runs, and
 * the boot script keeps taps until then (decision 0037).
 */
export const hydrating = (page: Page) =>
  page.evaluate(() => (window as { __lomeHydrating?: boolean }).__lomeHydrating === true);

/**
 * Waits for the page's code to take over. Needed before stopping the page's clock: the boot script starts the code
 * on a frame and a timer after the main picture, which a stopped clock never gives.
 */
export async function untilAlive(page: Page): Promise<void> {
  await expect.poll(() => hydrating(page), { timeout: 30_000 }).toBe(true);
}
