import { describe, expect, it } from 'vitest';
import { mainThreadTasks, medianRun, totalMs, type TraceEvent } from './long-tasks';

const URL = 'http://127.0.0.1:3000/';
// The page's renderer (pid 7, main thread 1) navigates at 1 s into the trace (timestamps in µs).
const T0 = 1_000_000;
const navigation = (over: Partial<TraceEvent> = {}): TraceEvent => ({
  name: 'navigationStart',
  cat: 'blink.user_timing',
  ph: 'R',
  ts: T0,
  pid: 7,
  tid: 1,
  args: { frame: 'F1', data: { documentLoaderURL: URL, isLoadingMainFrame: true } },
  ...over,
});
const task = (atMs: number, ms: number, over: Partial<TraceEvent> = {}): TraceEvent => ({
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  ts: T0 + atMs * 1000,
  dur: ms * 1000,
  pid: 7,
  tid: 1,
  ...over,
});

describe('mainThreadTasks', () => {
  it("keeps the page's main-thread tasks over 50 ms, in ms from the navigation", () => {
    const { tasks } = mainThreadTasks(
      [navigation(), task(100, 120), task(300, 50), task(400, 50.5), task(600, 12)],
      URL,
    );
    expect(tasks).toEqual([
      { startMs: 100, durationMs: 120 },
      { startMs: 400, durationMs: 50.5 },
    ]);
  });

  it('leaves out other threads and processes: the worker, the compositor, another renderer', () => {
    const { tasks } = mainThreadTasks(
      [
        navigation(),
        task(100, 80, { tid: 2 }),
        task(200, 90, { pid: 8 }),
        task(300, 70, { name: 'ThreadPool_RunTask' }),
        task(400, 60, { name: 'ThreadControllerImpl::RunTask' }),
      ],
      URL,
    );
    expect(tasks).toEqual([{ startMs: 400, durationMs: 60 }]);
  });

  it('counts a task nested in another once, as the outer one', () => {
    const { tasks } = mainThreadTasks(
      [
        navigation(),
        task(100, 200),
        task(120, 150, { name: 'ThreadControllerImpl::RunTask' }),
        task(350, 70),
      ],
      URL,
    );
    expect(tasks).toEqual([
      { startMs: 100, durationMs: 200 },
      { startMs: 350, durationMs: 70 },
    ]);
  });

  it('reads from the navigation to the end of the window only', () => {
    const events = [navigation(), task(-300, 200), task(4_900, 60), task(5_000, 90)];
    expect(mainThreadTasks(events, URL).tasks).toEqual([{ startMs: 4_900, durationMs: 60 }]);
    expect(mainThreadTasks(events, URL, { windowMs: 6_000 }).tasks).toHaveLength(2);
  });

  it("takes the navigation of the page's URL in the main frame, not an iframe's nor another page's", () => {
    const events = [
      navigation({
        tid: 9,
        args: { frame: 'F2', data: { documentLoaderURL: URL, isLoadingMainFrame: false } },
      }),
      navigation({ ts: T0 - 500_000, args: { frame: 'F1', data: { documentLoaderURL: 'about:blank' } } }),
      navigation(),
      task(100, 80, { tid: 9 }),
      task(200, 90),
    ];
    expect(mainThreadTasks(events, URL).tasks).toEqual([{ startMs: 200, durationMs: 90 }]);
    expect(() => mainThreadTasks(events, 'http://127.0.0.1:3000/menu')).toThrow(/no navigation/);
  });

  it("gives the page's first contentful paint, when the trace has one", () => {
    const paint = (atMs: number, frame: string): TraceEvent => ({
      name: 'firstContentfulPaint',
      ph: 'R',
      ts: T0 + atMs * 1000,
      pid: 7,
      tid: 1,
      args: { frame },
    });
    expect(mainThreadTasks([navigation(), paint(250, 'F9'), paint(420, 'F1')], URL).firstPaintMs).toBe(420);
    expect(mainThreadTasks([navigation()], URL).firstPaintMs).toBeUndefined();
  });
});

describe("a long task's parts", () => {
  const inside = (name: string, atMs: number, ms: number, args?: TraceEvent['args']): TraceEvent =>
    task(atMs, ms, { name, ...(args ? { args } : {}) });

  it('names what the task did by self time, scripts by their file: what Lighthouse leaves "Unattributable"', () => {
    const { tasks } = mainThreadTasks(
      [
        navigation(),
        task(100, 250),
        // The style sheet parsed (35 ms), styles recalculated (100 ms), then a layout (50 ms) ...
        inside('ParseAuthorStyleSheet', 100, 35, { data: { styleSheetUrl: 'http://h/assets/style-X.css' } }),
        inside('UpdateLayoutTree', 135, 100),
        inside('Layout', 235, 50),
        // ... and the entry evaluated: 10 ms itself and 30 in a function of its file, plus 20 ms compiling
        // something the trace names no file for.
        inside('EvaluateScript', 285, 60, { data: { url: 'http://h/assets/index-Y.js?x=1' } }),
        inside('FunctionCall', 295, 30, { data: { url: 'http://h/assets/index-Y.js' } }),
        inside('v8.compile', 325, 20),
        // A short task with children but under the bar is not kept.
        task(500, 40),
        inside('Layout', 500, 30),
      ],
      URL,
    );
    expect(tasks).toEqual([
      {
        startMs: 100,
        durationMs: 250,
        parts: [
          { what: 'style recalculation', ms: 100 },
          { what: 'layout', ms: 50 },
          { what: 'script index-Y.js', ms: 40 },
        ],
      },
    ]);
  });

  it('counts the time no event covers as "other", and a child running past its task only inside it', () => {
    const { tasks } = mainThreadTasks(
      [navigation(), task(100, 100), inside('ParseHTML', 110, 20), inside('Paint', 180, 50)],
      URL,
    );
    expect(tasks[0]!.parts).toEqual([
      { what: 'other', ms: 60 },
      { what: 'HTML parse', ms: 20 },
      { what: 'paint', ms: 20 },
    ]);
  });
});

describe('medianRun', () => {
  it('picks the run whose long tasks add up to the median, with every run’s sum in turn', () => {
    const run = (...ms: number[]) => ({ tasks: ms.map((d, i) => ({ startMs: i * 100, durationMs: d })) });
    const runs = [run(300, 200), run(60), run(100, 90), run(), run(400)];
    const median = medianRun(runs);
    expect(median.sums).toEqual([500, 60, 190, 0, 400]);
    expect(totalMs(median.tasks)).toBe(190);
    expect(() => medianRun([])).toThrow();
  });
});
