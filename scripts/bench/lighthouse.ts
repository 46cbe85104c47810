import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Scores = Record<(typeof categories)[number], number>;
/**
 * Category scores 0-100, the largest contentful paint and the total blocking time in ms, as Lighthouse's simulated
 * mobile load gives them; `performanceRuns` holds the performance score of every run, in the order they ran.
 */
export type Audit = Scores & { lcpMs: number; tbtMs: number; performanceRuns?: number[] };

async function audit(url: string): Promise<Audit> {
  // A fresh browser per page: no cache or service state carried from one audit to the next.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Lighthouse default (mobile, simulated throttling) results of each URL: the category scores of the run with the
 * median performance score out of `runs`, as Lighthouse's own guidance recommends for a score that varies run to
 * run, and the median LCP. The URLs take turns within each round (A, B, C, A, B, C, ...), so a reference page
 * among them is measured under the same load of the machine as the pages compared with it.
 */
export async function runLighthouse(urls: string[], runs = 3): Promise<Map<string, Audit>> {
  const audits = new Map<string, Audit[]>(urls.map((url) => [url, []]));
  for (let i = 0; i < runs; i++) {
    for (const url of urls) {
      // Headless Chromium on a busy machine now and then reports NO_FCP; one more try tells that from a real failure.
      audits.get(url)!.push(await audit(url).catch(() => audit(url)));
    }
  }
  const results = new Map<string, Audit>();
  for (const [url, list] of audits) {
    const sorted = [...list].sort((a, b) => a.performance - b.performance);
    const scores = sorted[Math.floor(sorted.length / 2)]!;
    results.set(url, {
      ...scores,
      lcpMs: median(list.map((a) => a.lcpMs)),
      tbtMs: median(list.map((a) => a.tbtMs)),
      performanceRuns: list.map((a) => a.performance),
    });
  }
  return results;
}
