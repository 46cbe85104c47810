import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { historyGuard } from './history-guard';

/** Where an entry sits in the tab's history: React Router's browser history keeps it in history.state. */
const entryIndex = (state: unknown) => (state as { idx?: number } | null)?.idx;

export type BackGuard = {
  state: 'blocked' | 'unblocked';
  /** Goes where the visitor was going. */
  proceed: () => void;
  /** Stays on this page. */
  reset: () => void;
};

/**
 * While `when` holds, the browser's back and forward buttons (Android's back) stop at a question instead of
 * leaving: the move is undone before the router sees it, and `proceed` makes it again. The declarative router
 * has no useBlocker (decision 0033); this covers the history moves, the only way off a full-screen dialog.
 */
export function useBackGuard(when: boolean): BackGuard {
  const [delta, setDelta] = useState<number | null>(null);
  const passing = useRef(false);

  // Before the browser paints what it guards: a back tapped as soon as the wait shows must meet the guard.
  useLayoutEffect(() => {
    if (!when) return;
    const home = entryIndex(window.history.state);
    let undoing = false;
    historyGuard.intercept = (event) => {
      if (passing.current) return false;
      if (undoing) {
        // Back where the visitor was: nothing for the router to do.
        undoing = false;
        return true;
      }
      // An entry the router did not number (none is expected) cannot be told apart: let it through.
      if (home === undefined) return false;
      const moved = (entryIndex(event.state) ?? 0) - home;
      if (moved === 0) return true;
      undoing = true;
      window.history.go(-moved);
      setDelta(moved);
      return true;
    };
    return () => {
      historyGuard.intercept = null;
    };
  }, [when]);

  const proceed = useCallback(() => {
    if (delta === null) return;
    passing.current = true;
    setDelta(null);
    const done = () => {
      passing.current = false;
      window.removeEventListener('popstate', done);
    };
    window.addEventListener('popstate', done);
    window.history.go(delta);
  }, [delta]);
  const reset = useCallback(() => setDelta(null), []);

  return { state: delta === null ? 'unblocked' : 'blocked', proceed, reset };
}
