import { Suspense, useMemo } from 'react';
import type { FooterHours } from '@lome/shared';
import { Outlet } from 'react-router';
import { ReplayEarlyTaps } from '@/lib/early-taps';
import { TopBar } from './top-bar';
import { SiteNavbar, type NavbarAccount } from './site-navbar';
import { Footer } from './footer';
import './layout.css';

/** Top bar, navbar, page, footer (P11.1 Layouts); app/site-layout.tsx feeds it the session, cart and hours. */
export function MainLayout({
  cartCount,
  account,
  hours,
}: {
  cartCount: number;
  account: NavbarAccount | null;
  hours: FooterHours;
}) {
  // The page's own boundary: the server's HTML of the layout hydrates without waiting for the page's chunk, so the
  // navbar answers at once (decision 0032). The same element on every render: a new one (the session or cart
  // filling in) would reach the boundary before it has hydrated and make React throw its HTML away.
  const page = useMemo(
    () => (
      <Suspense fallback={null}>
        <Outlet />
        <ReplayEarlyTaps />
      </Suspense>
    ),
    [],
  );
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#contenu" className="visually-hidden-focusable skip-link">
        Aller au contenu principal
      </a>
      <header>
        <TopBar isAuthenticated={account !== null} />
        <SiteNavbar cartCount={cartCount} account={account} />
      </header>
      <main id="contenu" tabIndex={-1} className="flex-grow-1">
        {page}
      </main>
      <Footer hours={hours} />
    </div>
  );
}
