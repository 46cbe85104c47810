import { use, type ComponentType } from 'react';
import { PageBoundary } from './page-boundary';

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
  let failed = false;
  // A failed download (offline, a deployment removed the chunk) is tried again by the next preload (a visit, the
  // boot); a render reuses it, so the page's boundary shows the failure instead of suspending on a new try forever.
  const preload = () => {
    if (!pending || failed) {
      failed = false;
      pending = load().then(
        (m) => (loaded = m),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return pending;
  };
  function Loaded() {
    const Component = (loaded ?? use(pending ?? preload())).default;
    return <Component />;
  }
  function Page() {
    return (
      <PageBoundary>
        <Loaded />
      </PageBoundary>
    );
  }
  return Object.assign(Page, { preload });
}
