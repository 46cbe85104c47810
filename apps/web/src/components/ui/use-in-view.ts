import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has been at least `threshold` visible, `offset` px inside the viewport's bottom edge
 * (the scroll animation of P11.7: 10% visible, offset 100, once). Without IntersectionObserver it is true.
 */
export function useInView<T extends Element>({ threshold = 0.1, offset = 100 } = {}) {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin: `0px 0px -${offset}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, threshold, offset]);
  return { ref, inView };
}

/** Whether the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}
