import { Outlet } from 'react-router';

/** Top bar, navbar, page, footer. */
export function MainLayout() {
  return (
    <>
      <main id="contenu">
        <Outlet />
      </main>
    </>
  );
}
