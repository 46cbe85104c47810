import { useEffect, useRef, useState } from 'react';

/**
 * How near the screen a picture must come before it is asked for. Chromium's own `loading="lazy"` starts 1,250 px
 * away on a fast connection (2,500 px on 3G): five or six full-width cards below a phone's screen, paid in mobile
 * data by customers who never scroll to them (decision 0053). 300 px is one card ahead of the thumb.
 */
export const NEAR_MARGIN = '300px 0px';

/**
 * Whether the element has come within NEAR_MARGIN of the screen, once true for good. `at once` skips the wait
 * (the page's first picture). Without IntersectionObserver (old browsers, tests), the element counts as near.
 * On the server and in the first render it is not near, so the server's page and the hydration agree.
 */
export function useNearViewport<T extends Element>(atOnce = false) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(atOnce);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
