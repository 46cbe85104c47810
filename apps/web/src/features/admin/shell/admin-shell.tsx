import { Suspense } from 'react';
import Nav from 'react-bootstrap/Nav';
import Spinner from 'react-bootstrap/Spinner';
import { NavLink, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { adminSections } from './admin-sections';

/** The back-office frame (D7): one tab per section the role may open, then the section's screen. */
export function AdminShell({ isAdmin }: { isAdmin: boolean }) {
  const sections = adminSections.filter((s) => isAdmin || !s.adminOnly);
  return (
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
          <Route
            path="*"
            element={
              <p className="container py-5">Cette page de l&apos;espace restaurant n&apos;existe pas.</p>
            }
          />
        </Routes>
      </Suspense>
    </div>
  );
}
