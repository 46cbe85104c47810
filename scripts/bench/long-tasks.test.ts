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
