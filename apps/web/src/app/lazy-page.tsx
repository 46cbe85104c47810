import { use, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** A page component loaded on demand, which can also be loaded ahead (before hydration, on the server). */
export type LazyPage = ComponentType & { preload: () => Promise<PageModule> };

/**
 * Like React.lazy, except that a page already loaded renders at once: the server and the hydrating client load the
 * matched pages first (`preload`), so their first render is the page itself, never a suspended placeholder, and
 * the HTML the server sent is kept as is.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (m) => (loaded = m),
      (error: unknown) => {
        // A failed download (offline, a deployment removed the chunk) may be tried again on the next visit.
        pending = undefined;
        throw error;
      },
    ));
  function Page() {
    const Component = (loaded ?? use(preload())).default;
    return <Component />;
  }
  return Object.assign(Page, { preload });
}
