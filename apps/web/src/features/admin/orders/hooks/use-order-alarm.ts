import { useCallback, useEffect, useRef, useState } from 'react';
import { storageKeys } from '@/lib/storage';

const RING_EVERY_MS = 4000;
// An order nobody accepted in time rings twice as often.
const LATE_RING_EVERY_MS = 2000;

/** Two short beeps through Web Audio: no sound file to download, nothing to cache. */
function beep(ctx: AudioContext) {
  for (const [start, freq] of [
    [0, 880],
    [0.25, 1175],
  ] as const) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = freq;
    osc.type = 'square';
    const t = ctx.currentTime + start;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.3, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.2);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.22);
  }
}

/**
 * Rings every few seconds while `ringing`, more often when `late`. Browsers only let a page play sound after a tap on
 * it, so the sound starts muted until `enableSound` runs from a tap ('Activer le son'); the visible alert does not
 * depend on it. Once turned on, this computer remembers it: the next time, the first tap or key anywhere in the
 * back-office turns it on again (decision 0072).
 */
export function useOrderAlarm(ringing: boolean, late = false) {
  const ctx = useRef<AudioContext | null>(null);
  const [soundOn, setSoundOn] = useState(false);

  const enableSound = useCallback(() => {
    ctx.current ??= new AudioContext();
    void ctx.current.resume().then(() => {
      const on = ctx.current?.state === 'running';
      setSoundOn(on);
      if (on) localStorage.setItem(storageKeys.alarmSound, 'on');
    });
  }, []);

  useEffect(() => {
    if (localStorage.getItem(storageKeys.alarmSound) !== 'on') return;
    const again = () => enableSound();
    document.addEventListener('pointerdown', again, { once: true, capture: true });
    document.addEventListener('keydown', again, { once: true, capture: true });
    return () => {
      document.removeEventListener('pointerdown', again, { capture: true });
      document.removeEventListener('keydown', again, { capture: true });
    };
  }, [enableSound]);

  useEffect(() => {
    if (!ringing || !soundOn || !ctx.current) return;
    const audio = ctx.current;
    beep(audio);
    const id = window.setInterval(() => beep(audio), late ? LATE_RING_EVERY_MS : RING_EVERY_MS);
    return () => window.clearInterval(id);
  }, [ringing, late, soundOn]);

  useEffect(() => () => void ctx.current?.close(), []);

  return { soundOn, enableSound };
}
