import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { ReplayEarlyTaps } from '@/lib/early-taps';
import { restaurant } from '@lome/shared';
import { paths } from '@/config/paths';

/** The login, register and password-reset pages: no navbar, a centred card under the restaurant's name. */
export function BareLayout() {
  return (
    <div className="min-vh-100 d-flex flex-column bg-light">
      <header className="text-center pt-4">
        <Link to={paths.home} className="h4 fw-bold text-primary text-decoration-none">
          {restaurant.name}
        </Link>
      </header>
      <main id="contenu" className="flex-grow-1 d-flex align-items-center justify-content-center px-3 py-4">
        <Suspense fallback={null}>
          <Outlet />
          <ReplayEarlyTaps />
        </Suspense>
      </main>
    </div>
  );
}
