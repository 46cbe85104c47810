import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '@lome/shared';
import { prefersReducedMotion, useInView } from './use-in-view';

type CountUpProps = {
  end: number;
  /** Animation length in ms (P11.7: 2000 by default). */
  duration?: number;
  suffix?: string;
};

/**
 * Counts from 0 (or the last value shown) to `end` once visible, easing out. Screen readers get the final
 * value only, not every intermediate number.
 */
export function CountUp({ end, duration = 2000, suffix = '' }: CountUpProps) {
  const { ref, inView } = useInView<HTMLSpanElement>();
  const [value, setValue] = useState(0);
  const shown = useRef(0);

  useEffect(() => {
    if (!inView) return;
    if (prefersReducedMotion() || duration <= 0) {
      shown.current = end;
      setValue(end);
      return;
    }
    // When the target changes mid-way (data arriving), continue from the number on screen.
    const from = shown.current;
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - start) / duration);
      const eased = 1 - (1 - t) ** 3;
      shown.current = Math.round(from + (end - from) * eased);
      setValue(shown.current);
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [inView, end, duration]);

  return (
    <span ref={ref}>
      <span aria-hidden="true">
        {formatNumber(value)}
        {suffix}
      </span>
      <span className="visually-hidden">
        {formatNumber(end)}
        {suffix}
      </span>
    </span>
  );
}
