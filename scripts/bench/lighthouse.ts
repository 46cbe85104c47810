import lighthouse from 'lighthouse';
import { launchChromium } from './browser';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Scores = Record<(typeof categories)[number], number>;
/**
 * Category scores 0-100, the largest contentful paint and the total blocking time in ms, as Lighthouse's simulated
 * mobile load gives them, and Lighthouse's benchmark index of the machine during the run (what its 4x CPU slowdown
 * is calibrated for: a figure is comparable with another only at a similar index).
 */
export type Audit = Scores & { lcpMs: number; tbtMs: number; benchmarkIndex: number };

/** The runs of one page summed up: the median run's scores, median LCP and TBT, and every run's figures in turn. */
export type Summary = Audit & { runs: Audit[] };

async function audit(url: string): Promise<Audit> {
  // A fresh browser per page: no cache or service state carried from one audit to the next.
  const chrome = await launchChromium();
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
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * One page's runs summed up: the category scores of the run with the median performance score, as Lighthouse's own
 * guidance recommends for a score that varies run to run, and the median LCP, TBT and benchmark index.
 */
export function summarise(runs: Audit[]): Summary {
  if (runs.length === 0) throw new Error('no Lighthouse run to sum up');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return {
    ...sorted[Math.floor(sorted.length / 2)]!,
    lcpMs: median(runs.map((a) => a.lcpMs)),
    tbtMs: median(runs.map((a) => a.tbtMs)),
    benchmarkIndex: median(runs.map((a) => a.benchmarkIndex)),
    runs,
  };
}

/**
 * Lighthouse default (mobile, simulated throttling) results of each URL over `runs` rounds, summed up by
 * `summarise`. The URLs take turns within each round (A, B, C, A, B, C, ...), so a reference page among them is
 * measured under the same load of the machine as the pages compared with it.
 */
export async function runLighthouse(urls: string[], runs = 3): Promise<Map<string, Summary>> {
  const audits = new Map<string, Audit[]>(urls.map((url) => [url, []]));
  for (let i = 0; i < runs; i++) {
    for (const url of urls) {
      // Headless Chromium on a busy machine now and then reports NO_FCP; one more try tells that from a real failure.
      audits.get(url)!.push(await audit(url).catch(() => audit(url)));
    }
  }
  return new Map([...audits].map(([url, list]) => [url, summarise(list)]));
}
