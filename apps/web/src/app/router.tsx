import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import { SiteLayout } from './site-layout';
import { BareLayout } from '@/components/layouts/bare-layout';

// Pages are loaded on demand so the home page ships only what it needs.
export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    children: [
      { path: paths.home, lazy: () => import('./routes/home').then((m) => ({ Component: m.default })) },
      {
        path: paths.menu,
        lazy: () => import('./routes/menu').then((m) => ({ Component: m.default })),
        // The dish's details open over the menu, in their own chunk: the home page does not load them.
        children: [
          {
            path: paths.dishPattern,
            lazy: () => import('./routes/dish-details').then((m) => ({ Component: m.default })),
          },
        ],
      },
      { path: paths.cart, lazy: () => import('./routes/cart').then((m) => ({ Component: m.default })) },
      {
        path: paths.reservations,
        lazy: () => import('./routes/reservations').then((m) => ({ Component: m.default })),
      },
      {
        path: paths.orderConfirmation,
        lazy: () => import('./routes/order-confirmation').then((m) => ({ Component: m.default })),
      },
      {
        path: paths.reservationConfirmation,
        lazy: () => import('./routes/reservation-confirmation').then((m) => ({ Component: m.default })),
      },
      {
        path: paths.paymentStatus,
        lazy: () => import('./routes/payment-status').then((m) => ({ Component: m.default })),
      },
      { path: paths.orders, lazy: () => import('./routes/orders').then((m) => ({ Component: m.default })) },
      {
        path: paths.ordersTrack,
        lazy: () => import('./routes/orders-track').then((m) => ({ Component: m.default })),
      },
      // The staff board in its own chunk: customers never download it.
      { path: paths.adminPattern, lazy: () => import('./routes/admin').then((m) => ({ Component: m.default })) },
      {
        path: paths.favorites,
        lazy: () => import('./routes/favorites').then((m) => ({ Component: m.default })),
      },
      {
        path: paths.myReservations,
        lazy: () => import('./routes/my-reservations').then((m) => ({ Component: m.default })),
      },
      { path: paths.blog, lazy: () => import('./routes/blog').then((m) => ({ Component: m.default })) },
      {
        path: paths.blogArticlePattern,
        lazy: () => import('./routes/blog-article').then((m) => ({ Component: m.default })),
      },
      { path: paths.about, lazy: () => import('./routes/about').then((m) => ({ Component: m.default })) },
      { path: paths.contact, lazy: () => import('./routes/contact').then((m) => ({ Component: m.default })) },
      { path: paths.terms, lazy: () => import('./routes/terms').then((m) => ({ Component: m.default })) },
      { path: paths.privacy, lazy: () => import('./routes/privacy').then((m) => ({ Component: m.default })) },
      { path: paths.cgv, lazy: () => import('./routes/cgv').then((m) => ({ Component: m.default })) },
      { path: paths.profile, lazy: () => import('./routes/profile').then((m) => ({ Component: m.default })) },
      {
        path: paths.sponsorPayment,
        lazy: () => import('./routes/sponsor-payment').then((m) => ({ Component: m.default })),
      },
      {
        path: paths.sponsorDashboard,
        lazy: () => import('./routes/sponsor-dashboard').then((m) => ({ Component: m.default })),
      },
      {
        path: paths.referralPattern,
        lazy: () => import('./routes/referral-landing').then((m) => ({ Component: m.default })),
      },
      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.default })) },
    ],
  },
  {
    element: <BareLayout />,
    children: [
      { path: paths.login, lazy: () => import('./routes/login').then((m) => ({ Component: m.default })) },
      { path: paths.register, lazy: () => import('./routes/register').then((m) => ({ Component: m.default })) },
      {
        path: paths.forgotPassword,
        lazy: () => import('./routes/forgot-password').then((m) => ({ Component: m.default })),
      },
    ],
  },
]);
