import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

const STORAGE_KEY = 'lome-scroll';
const positions = new Map<string, number>(
  Object.entries(
    JSON.parse((typeof sessionStorage !== 'undefined' && sessionStorage.getItem(STORAGE_KEY)) || '{}'),
  ),
);

/** A dialog over its page (/menu/{id} over /menu) and the page itself are one screen: no jump to the top. */
const sameScreen = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

let previous: Location | undefined;

/**
 * Where a history entry's place is kept. The entry a page was loaded in has no key of its own: every page loaded
 * afresh in the tab is 'default', so its address tells them apart (/cart loaded after /menu took the menu's place).
 */
const placeKey = (key: string, path: string) => (key === 'default' ? `default ${path}` : key);

/** Whether this document was opened as a new visit (a link, an address typed), not reloaded nor come back to. */
const openedAsNewVisit = () =>
  (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ===
  'navigate';

// At once, not Bootstrap's smooth scrolling (:root scroll-behavior): a page sliding for a few hundred milliseconds
// after it appears moves its buttons from under a tap, which is then lost.
const scrollAtOnce = (top: number) => window.scrollTo({ top, behavior: 'instant' });

/**
 * The scroll position the data router's ScrollRestoration kept, for the declarative router (decision 0033): a
 * new page starts at the top (or at its #anchor), back and forward return where the visitor was, and opening or
 * closing a dialog route over its page leaves the page where it is.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () =>
      positions.set(
        placeKey(window.history.state?.key ?? 'default', window.location.pathname + window.location.search),
        window.scrollY,
      );
    const persist = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    // A server-rendered page can be scrolled before its code runs: that place is this entry's until the next scroll.
    remember();
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    const from = previous;
    previous = location;
    if (from?.key === location.key) return;
    if (action === 'POP') {
      // A new visit starts where the browser put it (the top, its #anchor, or where it was scrolled before the code).
      if (!from && openedAsNewVisit()) return;
      // Back, forward or a reload: where this entry was left, if known.
      const top = positions.get(placeKey(location.key, location.pathname + location.search));
      if (top === undefined) return;
      return restoreScroll(top);
    }
    if (from && sameScreen(from.pathname, location.pathname)) return;
    const anchor = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (anchor) anchor.scrollIntoView({ behavior: 'instant' });
    else scrollAtOnce(0);
  }, [location, action]);

  return null;
}

// The visitor taking over: the page is theirs to scroll from then on.
const USER_MOVES = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

// How long the scroll is held once reached, while the page goes on filling in above it (pictures, sections laid out
// as they near the screen).
export const RESTORE_MS = 3000;
// How long a page coming back may take to grow tall enough for its scroll (data, a slow phone's first render).
export const REACH_MS = 10_000;

/**
 * Scrolls to `top` and keeps it there while the page fills in above it (too short at first, or growing), until
 * the visitor scrolls, taps or types, or for RESTORE_MS once reached (REACH_MS at most to reach it). Returns the
 * clean-up.
 */
export function restoreScroll(top: number): () => void {
  let deadline = performance.now() + REACH_MS;
  let reached = false;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_MOVES) window.removeEventListener(type, stop);
  };
  for (const type of USER_MOVES) window.addEventListener(type, stop, { passive: true, once: true });
  const keep = () => {
    if (Math.abs(window.scrollY - top) > 1) scrollAtOnce(top);
    if (!reached && Math.abs(window.scrollY - top) <= 1) {
      // A slow phone may take seconds to render the page back: the hold counts from here, not from the tap.
      reached = true;
      deadline = performance.now() + RESTORE_MS;
    }
    if (performance.now() < deadline) frame = requestAnimationFrame(keep);
    else stop();
  };
  keep();
  return stop;
}
