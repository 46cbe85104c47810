import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { BrowserRouter, MemoryRouter, useNavigate } from 'react-router';
import { REACH_MS, RESTORE_MS, restoreScroll, ScrollRestoration } from './scroll-restoration';

/** A page that can scroll `room` pixels at most, as the browser clamps window.scrollTo. */
let room = 0;
let y = 0;
const frame = () => vi.advanceTimersByTime(16);
const wait = (ms: number) => vi.advanceTimersByTime(ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
  room = 0;
  y = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(window, 'scrollTo').mockImplementation(((to: ScrollToOptions | number, top?: number) => {
    y = Math.max(0, Math.min((typeof to === 'number' ? top : to.top) ?? y, room));
  }) as typeof window.scrollTo);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('restoreScroll, for a page coming back (back button, a dialog closed)', () => {
  it('waits for a page slow to render back, then holds the place while it fills in', () => {
    const stop = restoreScroll(800);
    // A slow phone: five seconds before the page is tall enough.
    wait(5000);
    expect(y).toBe(0);
    room = 3000;
    frame();
    expect(y).toBe(800);
    // Sections laid out above it move the page: put back.
    y = 300;
    frame();
    expect(y).toBe(800);
    // Held for RESTORE_MS from when it was reached, then the page is left alone.
    wait(RESTORE_MS);
    y = 100;
    frame();
    expect(y).toBe(100);
    stop();
  });

  it('gives up on a page that never grows tall enough', () => {
    restoreScroll(800);
    wait(REACH_MS + 16);
    room = 3000;
    frame();
    expect(y).toBe(0);
  });

  it('stops as soon as the visitor takes over', () => {
    room = 3000;
    restoreScroll(800);
    expect(y).toBe(800);
    window.dispatchEvent(new Event('mousedown'));
    y = 200;
    frame();
    expect(y).toBe(200);
  });
});

describe('ScrollRestoration', () => {
  it('puts back a place scrolled to before the page was alive, when a dialog over it closes', async () => {
    room = 3000;
    // Scrolled while the server's page was still waiting for its code: no scroll event reaches the app.
    y = 600;
    let go: ReturnType<typeof useNavigate> = () => undefined;
    function Navigator() {
      go = useNavigate();
      return null;
    }
    render(
      <MemoryRouter>
        <ScrollRestoration />
        <Navigator />
      </MemoryRouter>,
    );
    act(() => void go('/about'));
    expect(y).toBe(0);
    act(() => void go(-1));
    expect(y).toBe(600);
  });
});

describe('ScrollRestoration, from one page load to the next in the same tab', () => {
  type NavigationType = 'navigate' | 'reload' | 'back_forward';
  /** A page loaded in this tab, as the browser does: a fresh copy of the module, the places kept in sessionStorage. */
  async function load(path: string, type: NavigationType) {
    vi.resetModules();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
    window.history.replaceState(null, '', path);
    const { ScrollRestoration: Fresh } = await import('./scroll-restoration');
    const page = render(
      <BrowserRouter>
        <Fresh />
      </BrowserRouter>,
    );
    return {
      scroll(to: number) {
        y = to;
        window.dispatchEvent(new Event('scroll'));
      },
      leave() {
        window.dispatchEvent(new Event('pagehide'));
        page.unmount();
        y = 0;
      },
    };
  }

  beforeEach(() => {
    room = 3000;
    sessionStorage.clear();
  });

  it('starts a page opened anew where the browser put it, not where the page loaded before it was left', async () => {
    const menu = await load('/menu', 'navigate');
    menu.scroll(900);
    menu.leave();
    await load('/cart', 'navigate');
    expect(y).toBe(0);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('puts a reloaded page, and a page come back to, where each was left', async () => {
    const menu = await load('/menu', 'navigate');
    menu.scroll(900);
    menu.leave();
    const cart = await load('/cart', 'navigate');
    cart.scroll(200);
    cart.leave();
    const reloaded = await load('/cart', 'reload');
    expect(y).toBe(200);
    reloaded.leave();
    await load('/menu', 'back_forward');
    expect(y).toBe(900);
    // In one step, never Bootstrap's smooth scroll sliding the page from under a tap.
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 900, behavior: 'instant' });
  });
});
