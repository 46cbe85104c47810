import { Suspense } from 'react';
import Nav from 'react-bootstrap/Nav';
import Spinner from 'react-bootstrap/Spinner';
import { NavLink, Route, Routes, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { OrderLiveProvider } from '../orders/components/order-live-provider';
import { WaitingOrdersBanner } from '../orders/components/waiting-orders-banner';
import { useAdminSettings } from '../settings/api/get-admin-settings';
import { adminSections } from './admin-sections';

/**
 * The back-office frame (P10.2): one tab per section the role may open, then the section's screen. The order
 * stream and its alarm live here, so a new paid order rings in every section, not only on the board.
 */
export function AdminShell({ isAdmin }: { isAdmin: boolean }) {
  const sections = adminSections.filter((s) => isAdmin || !s.adminOnly);
  const onBoard = useLocation().pathname.replace(/\/+$/, '') === paths.admin;
  // Admins' alarm turns red after their own setting; staff's after the default, or when the server says so.
  const escalateAfter = useAdminSettings({ enabled: isAdmin }).data?.escalate_after_minutes;
  return (
    <OrderLiveProvider escalateAfterMinutes={escalateAfter}>
      <div>
        <Nav
          as="nav"
          variant="underline"
          className="px-3 px-lg-4 pt-2 border-bottom flex-nowrap overflow-auto"
          aria-label="Espace restaurant"
        >
          {sections.map((s) => (
            <Nav.Item key={s.path}>
              <NavLink to={s.path} end={s.path === paths.admin} className="nav-link text-nowrap">
                {s.label}
              </NavLink>
            </Nav.Item>
          ))}
        </Nav>
        {!onBoard && <WaitingOrdersBanner />}
        <Suspense
          fallback={
            <div className="text-center py-5">
              <Spinner animation="border" role="status">
                <span className="visually-hidden">Chargement…</span>
              </Spinner>
            </div>
          }
        >
          <Routes>
            {sections.map(({ path, Screen }) => (
              <Route
                key={path}
                path={path === paths.admin ? '/' : path.slice(paths.admin.length)}
                element={<Screen />}
              />
            ))}
            {/* A staff member on an admins' address (a shared link, a bookmark) is told why, not sent to a 404. */}
            {adminSections
              .filter((s) => !sections.includes(s))
              .map(({ path }) => (
                <Route
                  key={path}
                  path={path.slice(paths.admin.length)}
                  element={
                    <p className="container py-5">
                      Cette section de l&apos;espace restaurant est réservée aux administrateurs.
                    </p>
                  }
                />
              ))}
            <Route
              path="*"
              element={
                <p className="container py-5">Cette page de l&apos;espace restaurant n&apos;existe pas.</p>
              }
            />
          </Routes>
        </Suspense>
      </div>
    </OrderLiveProvider>
  );
}
