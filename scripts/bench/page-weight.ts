import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium';

/**
 * A script or stylesheet: its body's gzip -9 size, and what it cost on the wire (the compressed body as served,
 * Brotli here, plus the response's headers: what a phone downloads and what Lighthouse's transfer count adds up).
 */
export type Asset = { url: string; kind: 'js' | 'css'; gzipBytes: number; wireBytes: number };

/**
 * Scripts and stylesheets the page fetched until its code started and the network then fell idle (500 ms without a
 * request), with the gzip size of each body: what the page needs to show and run. Counting only up to the load event
 * raced with the lazy route's own imports, which land just before or just after it: the total moved by 6 KB from one
 * run to the next.
 */
export async function measurePageWeight(url: string): Promise<Asset[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const pending: Promise<Asset | undefined>[] = [];
    let loaded = false;
    page.on('response', (response) => {
      if (loaded) return;
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        Promise.all([response.body(), response.finished().then(() => response.request().sizes())])
          .then(([body, sizes]) => ({
            url: new URL(response.url()).pathname,
            kind: type === 'script' ? ('js' as const) : ('css' as const),
            gzipBytes: gzipSync(body, { level: 9 }).length,
            wireBytes: sizes.responseBodySize + sizes.responseHeadersSize,
          }))
          .catch(() => undefined),
      );
    });
    // The server's page asks for its code only after its first paint (decision 0037): on a loaded machine that can
    // come more than 500 ms after the HTML, and "network idle" fell in between, with no script counted at all. The
    // count waits for the code to have started (the boot script's hydration mark), then for the network to settle.
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      () => (globalThis as { __lomeHydrating?: boolean }).__lomeHydrating === true,
      undefined,
      {
        timeout: 60_000,
      },
    );
    await page.waitForLoadState('networkidle');
    loaded = true;
    const assets = (await Promise.all(pending)).filter((a): a is Asset => a !== undefined);
    return assets.sort((a, b) => a.kind.localeCompare(b.kind) || b.gzipBytes - a.gzipBytes);
  } finally {
    await browser.close();
  }
}
