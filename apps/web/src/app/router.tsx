import { Suspense } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { SiteLayout } from './site-layout';
import { BareLayout } from '@/components/layouts/bare-layout';
import { lazyPage, type LazyPage } from './lazy-page';

// Declarative routes, not the data router: it is half of React Router's weight on the first page and the site
// uses none of its loaders or actions (decision 0033). Pages are loaded on demand so the home page ships only
// what it needs.
type PageLoader = Parameters<typeof lazyPage>[0];

/** A page under TanStack Query's provider, which loads with it (every page but the home page, decision 0033). */
const withQuery =
  (load: PageLoader): PageLoader =>
  () =>
    Promise.all([load(), import('./query-provider')]).then(([{ default: Page }, { QueryProvider }]) => ({
      default: () => (
        <QueryProvider>
          <Page />
        </QueryProvider>
      ),
    }));

const page = (load: PageLoader, { query = true } = {}) => {
  const Page = lazyPage(query ? withQuery(load) : load);
  return { element: <Page />, handle: Page as LazyPage };
};

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: paths.home, ...page(() => import('./routes/home'), { query: false }) },
      {
        path: paths.menu,
        // Like the home page, the menu reads the catalogue through lib/resource.ts: no query client to load.
        ...page(() => import('./routes/menu'), { query: false }),
        // The dish's details open over the menu, in their own chunk: the home page does not load them.
        children: [{ path: paths.dishPattern, ...page(() => import('./routes/dish-details')) }],
      },
      { path: paths.cart, ...page(() => import('./routes/cart')) },
      { path: paths.reservations, ...page(() => import('./routes/reservations')) },
      { path: paths.orderConfirmation, ...page(() => import('./routes/order-confirmation')) },
      { path: paths.reservationConfirmation, ...page(() => import('./routes/reservation-confirmation')) },
      { path: paths.paymentStatus, ...page(() => import('./routes/payment-status')) },
      { path: paths.orders, ...page(() => import('./routes/orders')) },
      { path: paths.ordersTrack, ...page(() => import('./routes/orders-track')) },
      // The staff board in its own chunk: customers never download it. Its sections are nested <Routes>.
      { path: paths.adminPattern, ...page(() => import('./routes/admin')) },
      // A rider's own page, in its own chunk like the board.
      { path: paths.deliveries, ...page(() => import('./routes/deliveries')) },
      { path: paths.favorites, ...page(() => import('./routes/favorites')) },
      { path: paths.myReservations, ...page(() => import('./routes/my-reservations')) },
      { path: paths.blog, ...page(() => import('./routes/blog')) },
      { path: paths.blogArticlePattern, ...page(() => import('./routes/blog-article')) },
      { path: paths.about, ...page(() => import('./routes/about')) },
      { path: paths.contact, ...page(() => import('./routes/contact')) },
      { path: paths.terms, ...page(() => import('./routes/terms')) },
      { path: paths.privacy, ...page(() => import('./routes/privacy')) },
      { path: paths.cgv, ...page(() => import('./routes/cgv')) },
      { path: paths.profile, ...page(() => import('./routes/profile')) },
      { path: paths.companyInvitation, ...page(() => import('./routes/company-invitation')) },
      { path: paths.sponsorPayment, ...page(() => import('./routes/sponsor-payment')) },
      { path: paths.sponsorDashboard, ...page(() => import('./routes/sponsor-dashboard')) },
      { path: paths.referralPattern, ...page(() => import('./routes/referral-landing')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
  // A kitchen ticket alone on its page, no navbar: what is printed is the ticket.
  { path: paths.adminTicketPattern, ...page(() => import('./routes/admin-ticket')) },
  {
    element: <BareLayout />,
    children: [
      { path: paths.login, ...page(() => import('./routes/login')) },
      { path: paths.register, ...page(() => import('./routes/register')) },
      { path: paths.forgotPassword, ...page(() => import('./routes/forgot-password')) },
    ],
  },
];

/** Loads the pages an address shows (a page and the dialog over it), before its first render. */
export function preloadPages(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map((m) => (m.route.handle as LazyPage | undefined)?.preload()));
}

/**
 * The site's routes. Navigations are transitions (React Router's default), so the page on screen stays until the
 * next one's chunk has arrived; the boundary only shows on a first render of a page not loaded ahead.
 */
export function AppRoutes() {
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}
