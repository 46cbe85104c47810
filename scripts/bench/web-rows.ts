import { runLighthouse, type Audit, type Summary } from './lighthouse';
import {
  medianRun,
  totalMs,
  traceLongTasks,
  TRACE_CPU_SLOWDOWN,
  TRACE_WINDOW_MS,
  type MainThread,
} from './long-tasks';
import { measureDataCost } from './data-cost';
import { measurePageWeight } from './page-weight';
import { bars, browserVersion, kb, loadAverage, pass, printTable } from './report';

/** The rows measured in a browser: page weight, the walk's mobile data, Lighthouse, the main thread's long tasks. */

// Lighthouse's performance score moves with the machine's load; the median of 5 runs is what we compare.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
// A trivial static page's LCP in the same Lighthouse run is the floor a page's LCP is compared with.
const LCP_RATIO_BAR = 1.6;
const PERFORMANCE_BAR = 98;
// Total blocking time, the part of the score our pages lose (decision 0068).
const TBT_BAR_MS = 200;
// Traces of a first visit (CPU slowed 4x by the browser itself), alternating the pages like Lighthouse's rounds.
const TRACE_RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 3);
const HOME_JS_BAR_KB = 100;
// What the walk costs in mobile data, counted on the wire.
const FIRST_VISIT_BAR_KB = 300;
const REPEAT_VISIT_BAR_KB = 30;

export async function pageWeight(base: string) {
  const assets = await measurePageWeight(base + '/');
  const total = (kind: 'js' | 'css', size: 'gzipBytes' | 'wireBytes') =>
    assets.filter((a) => a.kind === kind).reduce((n, a) => n + a[size], 0);
  printTable(
    '(a) Home page assets until the network is idle (on the wire: body as served + headers; gzip -9)',
    [
      ['file', 'kind', 'wire', 'gzip'],
      ...assets.map((a) => [a.url, a.kind, kb(a.wireBytes), kb(a.gzipBytes)]),
      ['total JS', '', kb(total('js', 'wireBytes')), kb(total('js', 'gzipBytes'))],
      ['total CSS', '', kb(total('css', 'wireBytes')), kb(total('css', 'gzipBytes'))],
    ],
  );
  // What the phone downloads, as Lighthouse's transfer count adds it up: 100 KB (decision 0080; gzip -9 of each
  // body from decision 0068, 110 KB from 0033, 130 KB before).
  const js = total('js', 'wireBytes');
  bars.push({
    check: 'home JS (on the wire)',
    value: kb(js),
    bar: `<= ${HOME_JS_BAR_KB} KB`,
    // No script counted is a failed measurement, not a light page.
    verdict: pass(js > 0 && js <= HOME_JS_BAR_KB * 1024),
  });
  bars.push({
    check: 'home JS (gzip -9)',
    value: kb(total('js', 'gzipBytes')),
    bar: 'none: reported',
    verdict: 'info',
  });
  bars.push({
    check: 'home CSS (on the wire)',
    value: kb(total('css', 'wireBytes')),
    bar: 'none: reported',
    verdict: 'info',
  });
}

export async function dataCost(base: string) {
  // A fresh server: the walk's first visit must meet pictures never asked for (their variants made on request).
  const cost = await measureDataCost(base);
  const top = (bytes: Map<string, number>) =>
    [...bytes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([url, n]) => [url.length > 60 ? url.slice(0, 57) + '...' : url, kb(n)]);
  printTable('(a2) Mobile data of the walk /, /menu, 2 x Ajouter, a dish, /cart: the largest answers', [
    ['first visit', 'bytes'],
    ...top(cost.first),
    ['repeat visit', ''],
    ...top(cost.repeat),
  ]);
  bars.push({
    check: 'walk, first visit (on the wire)',
    value: kb(cost.firstVisit),
    bar: `<= ${FIRST_VISIT_BAR_KB} KB`,
    verdict: pass(cost.firstVisit <= FIRST_VISIT_BAR_KB * 1024),
  });
  bars.push({
    check: 'walk, repeat visit (on the wire)',
    value: kb(cost.repeatVisit),
    bar: `<= ${REPEAT_VISIT_BAR_KB} KB`,
    verdict: pass(cost.repeatVisit <= REPEAT_VISIT_BAR_KB * 1024),
  });
}

export async function lighthouseScores(base: string, staticUrl: string) {
  const pages = ['/', '/menu'];
  const loadBefore = loadAverage();
  const results = await runLighthouse([...pages.map((p) => base + p), staticUrl], LIGHTHOUSE_RUNS);
  const load = `load average ${loadBefore} before, ${loadAverage()} after`;
  const reference = results.get(staticUrl) as Summary;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  // The score moves with the machine's load by several points from run to run; every run's score and blocking time
  // (the only part of the score our pages lose) beside the static page's of the same run, and Lighthouse's
  // benchmark index of the machine in each run, say how much and on what.
  const table = [
    [
      'page',
      'performance',
      'runs',
      'TBT',
      'TBT runs',
      'accessibility',
      'best-practices',
      'seo',
      'LCP',
      'LCP / static',
      'benchmark index',
    ],
  ];
  const each = (s: Summary, pick: (a: Audit) => number) => s.runs.map((a) => pick(a).toFixed(0)).join(' ');
  const row = (label: string, s: Summary, ratio: string) => [
    label,
    String(s.performance),
    each(s, (a) => a.performance),
    ms(s.tbtMs),
    each(s, (a) => a.tbtMs),
    String(s.accessibility),
    String(s['best-practices']),
    String(s.seo),
    seconds(s.lcpMs),
    ratio,
    each(s, (a) => a.benchmarkIndex),
  ];
  const index = `benchmark index ${reference.benchmarkIndex.toFixed(0)}`;
  const machine = `${browserVersion()}, ${index} (median), ${load}`;
  // Short enough for the summary: the browser's name and version, without the build line.
  const browser = browserVersion().match(/^\S+ [\d.]+/)?.[0] ?? browserVersion();
  for (const p of pages) {
    const s = results.get(base + p) as Summary;
    const ratio = s.lcpMs / reference.lcpMs;
    table.push(row(p, s, `${ratio.toFixed(2)} ${pass(ratio <= LCP_RATIO_BAR)}`));
    // Bars met since decision 0037 (they were report-only TARGET lines before); every figure names the machine.
    bars.push(
      {
        check: `Lighthouse mobile performance ${p}`,
        value: `${s.performance} (${browser}, ${index})`,
        bar: `>= ${PERFORMANCE_BAR}`,
        verdict: pass(s.performance >= PERFORMANCE_BAR),
      },
      {
        check: `Lighthouse total blocking time ${p}`,
        value: `${ms(s.tbtMs)} (static page ${ms(reference.tbtMs)})`,
        bar: `<= ${TBT_BAR_MS} ms`,
        verdict: pass(s.tbtMs <= TBT_BAR_MS),
      },
      {
        check: `LCP ${p} / LCP static page`,
        value: ratio.toFixed(2),
        bar: `<= ${LCP_RATIO_BAR}`,
        verdict: pass(ratio <= LCP_RATIO_BAR),
      },
    );
    // Met since the server rendering (decision 0032): a bar now.
    bars.push({
      check: `accessibility / best practices / SEO ${p}`,
      value: `${s.accessibility} / ${s['best-practices']} / ${s.seo}`,
      bar: '100 each',
      verdict: pass(s.accessibility === 100 && s['best-practices'] === 100 && s.seo === 100),
    });
  }
  table.push(row('static page (reference)', reference, '1.00'));
  printTable(
    `(b) Lighthouse 12, mobile defaults, the three pages in turn, ${machine} (scores: the median-performance ` +
      `run of ${LIGHTHOUSE_RUNS}, every run's score in turn; TBT and LCP: medians; bars: performance >= ` +
      `${PERFORMANCE_BAR}, TBT <= ${TBT_BAR_MS} ms, LCP / static <= ${LCP_RATIO_BAR})`,
    table,
  );
}

/**
 * The main thread's long tasks of a first visit of / and /menu beside the static page's, from traces with the CPU
 * slowed by the browser itself: what Lighthouse's blocking time is made of, task by task, without its simulation.
 */
export async function longTaskRows(base: string, staticUrl: string) {
  const pages: [string, string][] = [
    ['/', base + '/'],
    ['/menu', base + '/menu'],
    ['static page (reference)', staticUrl],
  ];
  const loadBefore = loadAverage();
  const traces = await traceLongTasks(
    pages.map(([, url]) => url),
    TRACE_RUNS,
  );
  const ms = (n: number) => n.toFixed(0);
  // Each task with what it did (its three largest kinds of work by self time, decision 0087): what Lighthouse
  // calls "Unattributable" is named here.
  const list = (run: MainThread) =>
    run.tasks
      .map((t) => {
        const parts = t.parts?.map((p) => `${p.what} ${ms(p.ms)}`).join(', ');
        return `${ms(t.durationMs)}@${ms(t.startMs)}${parts ? ` (${parts})` : ''}`;
      })
      .join('; ') || '-';
  const table = [
    ['page', 'sum (ms)', 'runs', 'first paint', 'tasks over 50 ms (duration@start, ms: what they did)'],
  ];
  const staticRun = medianRun(traces.get(staticUrl)!);
  for (const [label, url] of pages) {
    const run = medianRun(traces.get(url)!);
    table.push([
      label,
      ms(totalMs(run.tasks)),
      run.sums.map(ms).join(' '),
      run.firstPaintMs === undefined ? '-' : `${ms(run.firstPaintMs)} ms`,
      list(run),
    ]);
    if (url !== staticUrl) {
      bars.push({
        check: `long tasks ${label}, first ${TRACE_WINDOW_MS / 1000} s, CPU ${TRACE_CPU_SLOWDOWN}x`,
        value: `${ms(totalMs(run.tasks))} ms in ${run.tasks.length} (static page ${ms(totalMs(staticRun.tasks))} ms)`,
        bar: 'none: reported beside the static page',
        verdict: 'info',
      });
    }
  }
  printTable(
    `(b2) Main-thread tasks over 50 ms of a first visit, navigation to ${TRACE_WINDOW_MS / 1000} s, CPU slowed ` +
      `${TRACE_CPU_SLOWDOWN}x by the browser, phone screen, no network throttling, ${browserVersion()}, load ` +
      `average ${loadBefore} before, ${loadAverage()} after (the run with the median sum of ${TRACE_RUNS}, every ` +
      `run's sum in turn; no bar: read beside the static page)`,
    table,
  );
}
