import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium';

export type Asset = { url: string; kind: 'js' | 'css'; gzipBytes: number };

/**
 * Scripts and stylesheets the page fetched until the network fell idle (500 ms without a request), with the gzip
 * size of each body: what the page needs to show and run. Counting only up to the load event raced with the lazy
 * route's own imports, which land just before or just after it: the total moved by 6 KB from one run to the next.
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
        response
          .body()
          .then((body) => ({
            url: new URL(response.url()).pathname,
            kind: type === 'script' ? ('js' as const) : ('css' as const),
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => undefined),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    loaded = true;
    const assets = (await Promise.all(pending)).filter((a): a is Asset => a !== undefined);
    return assets.sort((a, b) => a.kind.localeCompare(b.kind) || b.gzipBytes - a.gzipBytes);
  } finally {
    await browser.close();
  }
}
