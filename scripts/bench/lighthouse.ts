import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Scores = Record<(typeof categories)[number], number>;

async function audit(url: string): Promise<Scores> {
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
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse default (mobile, simulated throttling) category scores of each URL, 0-100: the run with the median
 * performance score out of `runs`, as Lighthouse's own guidance recommends for a score that varies run to run.
 */
export async function runLighthouse(urls: string[], runs = 3): Promise<Map<string, Scores>> {
  const results = new Map<string, Scores>();
  for (const url of urls) {
    const scores: Scores[] = [];
    for (let i = 0; i < runs; i++) {
      // Headless Chromium on a busy machine now and then reports NO_FCP; one more try tells that from a real failure.
      scores.push(await audit(url).catch(() => audit(url)));
    }
    scores.sort((a, b) => a.performance - b.performance);
    results.set(url, scores[Math.floor(scores.length / 2)]!);
  }
  return results;
}
