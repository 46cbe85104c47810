import { Outlet } from 'react-router';

/** The login, register and password-reset pages: no navbar, centred card. */
export function BareLayout() {
  return (
    <main className="min-vh-100 d-flex align-items-center justify-content-center bg-light py-4">
      <Outlet />
    </main>
  );
}
