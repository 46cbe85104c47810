import { chromium } from '@playwright/test';
import { launchChromium } from './browser';

/** One event of a Chrome trace (the Trace Event Format), as much of it as the bench reads. */
export type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    frame?: string;
    fileName?: string;
    data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean; url?: string; styleSheetUrl?: string };
  };
};

/** What a task spent its time on: a kind of work (and the file, for scripts and style sheets), in ms of self time. */
export type Part = { what: string; ms: number };

/** A long task; `parts`: its three largest kinds of work, when the trace shows what ran inside it. */
export type Task = { startMs: number; durationMs: number; parts?: Part[] };

/** What one trace says of a page's main thread: its long tasks and when it first painted, in ms from navigation. */
export type MainThread = { tasks: Task[]; firstPaintMs?: number };

/** A task of the page's main thread: the scheduler's top-level event around everything one task runs. */
const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The top-level tasks of `pageUrl`'s main thread longer than `overMs`, from its navigation start to `windowMs`
 * after it, in ms from the navigation start, and its first contentful paint. The main thread is the one whose
 * `navigationStart` loaded `pageUrl` in the main frame: the worker, the compositor and other processes' threads are
 * not the page's main thread. A task nested in another (a nested run loop) is part of the outer one.
 */
export function mainThreadTasks(
  events: TraceEvent[],
  pageUrl: string,
  { windowMs = 5000, overMs = 50 }: { windowMs?: number; overMs?: number } = {},
): MainThread {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      e.args.data.documentLoaderURL === pageUrl,
  );
  if (!navigation) throw new Error(`no navigation to ${pageUrl} in the trace`);
  const start = navigation.ts;
  const end = start + windowMs * 1000;
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        TOP_LEVEL.has(e.name) &&
        e.pid === navigation.pid &&
        e.tid === navigation.tid &&
        e.ts >= start &&
        e.ts < end,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const outer: TraceEvent[] = [];
  for (const task of tasks) {
    const last = outer[outer.length - 1];
    if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
    outer.push(task);
  }
  const paint = events
    .filter(
      (e) =>
        e.name === 'firstContentfulPaint' &&
        e.pid === navigation.pid &&
        e.args?.frame === navigation.args?.frame &&
        e.ts >= start,
    )
    .sort((a, b) => a.ts - b.ts)[0];
  const thread = events
    .filter((e) => e.ph === 'X' && e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= start)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  return {
    tasks: outer
      .filter((e) => (e.dur ?? 0) / 1000 > overMs)
      .map((e) => {
        const parts = partsOf(e, thread);
        return {
          startMs: (e.ts - start) / 1000,
          durationMs: (e.dur ?? 0) / 1000,
          ...(parts.length > 0 ? { parts } : {}),
        };
      }),
    ...(paint ? { firstPaintMs: (paint.ts - start) / 1000 } : {}),
  };
}

/** Script work, named after the file it runs (Lighthouse calls a task without a script file "Unattributable"). */
const SCRIPT = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.produceCache',
  'v8.produceModuleCache',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.Execute',
]);
/** The browser's own work, by the name the DevTools performance panel gives it. */
const KINDS: [RegExp, string][] = [
  [/^ParseAuthorStyleSheet$/, 'style sheet parse'],
  [/^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation)$/, 'style recalculation'],
  [/^(Layout|UpdateLayout)$/, 'layout'],
  [/^ParseHTML$/, 'HTML parse'],
  [/^(Paint|PrePaint|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers|Commit|PaintImage)$/, 'paint'],
  [/^(Decode ?Image|ImageDecodeTask|Decode LazyPixelRef)/, 'image decode'],
  [/^(MajorGC|MinorGC|V8\.GC|BlinkGC)/, 'garbage collection'],
  [/^(HitTest|IntersectionObserverController::computeIntersections)$/, 'hit test and observers'],
];

const fileOf = (url: string | undefined) => url?.split(/[?#]/)[0]!.split('/').pop() || undefined;

function kindOf(e: TraceEvent): string {
  if (SCRIPT.has(e.name)) {
    const file = fileOf(e.args?.data?.url || e.args?.fileName);
    // No file: an inline script, or work V8 does not tie to one (a microtask, a compile): named by the event.
    return file ? `script ${file}` : `script (${e.name})`;
  }
  if (e.name === 'ParseAuthorStyleSheet') {
    const file = fileOf(e.args?.data?.styleSheetUrl);
    return file ? `style sheet parse ${file}` : 'style sheet parse';
  }
  return KINDS.find(([name]) => name.test(e.name))?.[1] ?? e.name;
}

/**
 * A task's `top` largest kinds of work, by self time (an event's duration less its children's): what the task is
 * when Lighthouse can name no script for it. Time inside the task that no event covers is "other".
 */
export function partsOf(task: TraceEvent, thread: TraceEvent[], top = 3): Part[] {
  const end = task.ts + (task.dur ?? 0);
  const totals = new Map<string, number>();
  const add = (what: string, us: number) => totals.set(what, (totals.get(what) ?? 0) + us);
  type Open = { event: TraceEvent; end: number; children: number };
  const root: Open = { event: task, end, children: 0 };
  const stack: Open[] = [root];
  const close = (open: Open) => {
    if (open !== root) add(kindOf(open.event), (open.event.dur ?? 0) - open.children);
  };
  for (const e of thread) {
    if (e === task || e.ts < task.ts || e.ts >= end || TOP_LEVEL.has(e.name)) continue;
    while (stack.length > 1 && stack[stack.length - 1]!.end <= e.ts) close(stack.pop()!);
    const dur = Math.min(e.dur ?? 0, stack[stack.length - 1]!.end - e.ts);
    stack[stack.length - 1]!.children += dur;
    stack.push({ event: { ...e, dur }, end: e.ts + dur, children: 0 });
  }
  while (stack.length > 1) close(stack.pop()!);
  if (totals.size === 0) return [];
  add('other', (task.dur ?? 0) - root.children);
  return [...totals]
    .map(([what, us]) => ({ what, ms: us / 1000 }))
    .filter((p) => p.ms >= 1)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}

export const totalMs = (tasks: Task[]) => tasks.reduce((sum, t) => sum + t.durationMs, 0);

/** Several traces of one page: the run whose long tasks add up to the median, with every run's sum in turn. */
export function medianRun(runs: MainThread[]): MainThread & { sums: number[] } {
  if (runs.length === 0) throw new Error('no trace to sum up');
  const sorted = [...runs].sort((a, b) => totalMs(a.tasks) - totalMs(b.tasks));
  return { ...sorted[Math.floor(sorted.length / 2)]!, sums: runs.map((r) => totalMs(r.tasks)) };
}

/** What Lighthouse's mobile defaults emulate: a mid-range Android phone's screen, its user agent and touch. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/136.0.0.0 Mobile Safari/537.36',
};

// The timeline's own categories, as the DevTools performance panel and Lighthouse record them.
const CATEGORIES = [
  '-*',
  'toplevel',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
];

/**
 * A trace of a first visit of `url` (fresh browser: no cache, no service worker) on an emulated phone with the CPU
 * slowed `cpuSlowdown` times by the browser itself (CDP's Emulation.setCPUThrottlingRate, real throttling rather
 * than Lighthouse's simulation), recorded until `windowMs` after the navigation started.
 */
export async function traceFirstVisit(
  url: string,
  { cpuSlowdown = 4, windowMs = 5000, categories = CATEGORIES } = {},
): Promise<TraceEvent[]> {
  // The browser Lighthouse measures in (browser.ts), driven over CDP.
  const chrome = await launchChromium();
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, { categories });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(Math.max(0, windowMs + 500 - (Date.now() - started)));
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    await browser.close();
    return trace.traceEvents;
  } finally {
    chrome.kill();
  }
}

export const TRACE_CPU_SLOWDOWN = 4;
export const TRACE_WINDOW_MS = 5000;

/**
 * The main thread of a first visit of each URL, CPU slowed 4 times, in its first 5 s, over `runs` rounds; the URLs
 * take turns within each round, so a reference page among them meets the same load of the machine.
 */
export async function traceLongTasks(urls: string[], runs = 3): Promise<Map<string, MainThread[]>> {
  const results = new Map<string, MainThread[]>(urls.map((url) => [url, []]));
  for (let i = 0; i < runs; i++) {
    for (const url of urls) {
      const trace = async () =>
        mainThreadTasks(
          await traceFirstVisit(url, { cpuSlowdown: TRACE_CPU_SLOWDOWN, windowMs: TRACE_WINDOW_MS }),
          url,
          { windowMs: TRACE_WINDOW_MS },
        );
      // Now and then a trace misses the page's navigation; one more try tells that from a real failure.
      results.get(url)!.push(await trace().catch(trace));
    }
  }
  return results;
}
