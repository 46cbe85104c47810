import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEventStream } from './event-stream';

/** A stand-in EventSource: the test opens, errors and sends as the server would. */
class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (e: MessageEvent) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(type: string, id: string, data: object) {
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

describe('useEventStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    localStorage.setItem('token', 'tok en');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the session in the query, hands over order events, and opens again after the server gave up', () => {
    const onEvent = vi.fn();
    const onOpen = vi.fn();
    const { result, unmount } = renderHook(() => useEventStream('/admin/events/stream', { onEvent, onOpen }));
    const first = FakeEventSource.all[0]!;
    expect(first.url).toBe('/api/admin/events/stream?access_token=tok%20en');
    expect(result.current).toBe('connecting');

    act(() => first.open());
    expect(result.current).toBe('open');
    expect(onOpen).toHaveBeenCalledTimes(1);
    act(() =>
      first.send('order.paid', 'e1', { order_id: 'o1', status: 'confirmed', at: '2026-11-23T10:00:00Z' }),
    );
    expect(onEvent).toHaveBeenCalledWith({
      id: 'e1',
      type: 'order.paid',
      order_id: 'o1',
      status: 'confirmed',
      at: '2026-11-23T10:00:00Z',
    });

    // Closed for good (an error answer): a new stream a few seconds later, and the caller reads its data again.
    act(() => first.fail());
    expect(result.current).toBe('closed');
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => vi.advanceTimersByTime(3000));
    const second = FakeEventSource.all[1]!;
    act(() => second.open());
    expect(onOpen).toHaveBeenCalledTimes(2);

    unmount();
    expect(second.closed).toBe(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(FakeEventSource.all).toHaveLength(2);
  });

  it('opens nothing without a path', () => {
    renderHook(() => useEventStream(null, { onEvent: vi.fn() }));
    expect(FakeEventSource.all).toHaveLength(0);
  });
});
