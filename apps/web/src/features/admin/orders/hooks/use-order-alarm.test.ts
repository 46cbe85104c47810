import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOrderAlarm } from './use-order-alarm';

/** Web Audio as a browser gives it after a tap: resumed, running. */
class FakeAudioContext {
  state = 'suspended';
  currentTime = 0;
  destination = {};
  resume = vi.fn(async () => {
    this.state = 'running';
  });
  close = vi.fn(async () => undefined);
  createOscillator = () => ({
    frequency: {},
    connect: () => ({ connect: () => undefined }),
    start() {},
    stop() {},
  });
  createGain = () => ({
    gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
    connect: () => ({ connect: () => undefined }),
  });
}

beforeEach(() => {
  vi.stubGlobal('AudioContext', FakeAudioContext);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useOrderAlarm', () => {
  it('stays muted until "Activer le son", and this computer remembers it for the next visit', async () => {
    const first = renderHook(() => useOrderAlarm(true));
    act(() => document.dispatchEvent(new Event('pointerdown')));
    expect(first.result.current.soundOn).toBe(false);
    act(() => first.result.current.enableSound());
    await waitFor(() => expect(first.result.current.soundOn).toBe(true));
    first.unmount();

    // The next day: the first tap anywhere turns it on again, without looking for the button.
    const next = renderHook(() => useOrderAlarm(true));
    expect(next.result.current.soundOn).toBe(false);
    act(() => document.dispatchEvent(new Event('pointerdown')));
    await waitFor(() => expect(next.result.current.soundOn).toBe(true));
  });
});
