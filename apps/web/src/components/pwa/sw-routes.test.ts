import { describe, expect, it } from 'vitest';
import { runtimeCaching } from '../../../pwa-config';

const ORIGIN = 'https://chezmama.tg';

/** Which cache the worker would use for a request (the first matching route, as Workbox does), or 'network'. */
function routeOf(href: string, init: { mode?: RequestMode; method?: string } = {}): string {
  const url = new URL(href, ORIGIN);
  const request = { mode: init.mode ?? 'cors', method: init.method ?? 'GET', destination: '' } as Request;
  const route = runtimeCaching.find((r) => {
    if ((r.method ?? 'GET') !== request.method) return false;
    const match = r.urlPattern;
    if (typeof match !== 'function') throw new Error('routes are matched by functions');
    return match({ url, request, sameOrigin: url.origin === ORIGIN, event: {} as never });
  });
  if (!route) return 'network';
  return (
    route.options?.cacheName ?? `${String(route.handler)}${route.options?.precacheFallback ? '+shell' : ''}`
  );
}

describe('service worker routes (decision 0034)', () => {
  it('keeps the public catalogue, last known offline', () => {
    for (const path of [
      '/api/menu',
      '/api/categories',
      '/api/dishes',
      '/api/specialites',
      '/api/publishes/content',
      '/api/publications/abc',
      '/api/ratings/summary',
    ]) {
      expect(routeOf(path), path).toBe('catalogue');
    }
  });

  it('never stores private answers, writes or event streams', () => {
    for (const path of [
      '/api/me',
      '/api/orders-list',
      '/api/orders/123',
      '/api/orders/quote',
      '/api/payments/abc',
      '/api/admin/menu',
      '/api/admin/audit',
      '/api/events/orders',
      '/api/favorites',
      '/api/reservations',
      '/api/sponsor/dashboard',
      '/api/menu/extra',
    ]) {
      expect(routeOf(path), path).toBe('network');
    }
    expect(routeOf('/api/orders', { method: 'POST' })).toBe('network');
    expect(routeOf('/api/menu', { method: 'POST' })).toBe('network');
  });

  it('sends pages to the network, with the precached shell only when it fails', () => {
    expect(routeOf('/menu', { mode: 'navigate' })).toBe('NetworkOnly+shell');
    expect(routeOf('/menu/abc', { mode: 'navigate' })).toBe('NetworkOnly+shell');
    // An API address opened as a page is not the app, and a private one is not kept either.
    expect(routeOf('/api/me', { mode: 'navigate' })).toBe('network');
  });

  it('keeps pictures and build files of this site only', () => {
    expect(routeOf('/uploads/catalogue/poulet-400.webp')).toBe('pictures');
    expect(routeOf('/images/dish-fallback.svg')).toBe('pictures');
    expect(routeOf('/assets/admin-abc.js')).toBe('assets');
    expect(routeOf('https://tile.openstreetmap.org/1/2/3.png')).toBe('network');
    expect(routeOf('https://example.com/uploads/x.png')).toBe('network');
  });
});
