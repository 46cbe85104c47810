import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { ScrollRestoration } from './scroll-restoration';

/** The whole site under a router: BrowserRouter in the browser (main.tsx), StaticRouter on the server. */
export function App() {
  return (
    <AppProvider>
      <ScrollRestoration />
      <AppRoutes />
    </AppProvider>
  );
}
