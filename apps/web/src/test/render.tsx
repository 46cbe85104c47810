import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { render, renderHook, type RenderHookOptions } from '@testing-library/react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router';

export interface ProviderOptions {
  /** Query defaults for the test (e.g. the app's `staleTime`); retries stay off. */
  queryDefaults?: DefaultOptions['queries'];
  /** Where the memory router starts (a path, or a location with its state). */
  initialEntries?: InitialEntry[];
}

/** A fresh query client per test: no retries, so a failed call shows its error at once. */
export const createTestQueryClient = (queryDefaults: DefaultOptions['queries'] = {}) =>
  new QueryClient({ defaultOptions: { queries: { ...queryDefaults, retry: false } } });

/** Renders a component inside a fresh query client and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { queryDefaults, initialEntries }: ProviderOptions = {},
) {
  const client = createTestQueryClient(queryDefaults);
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={initialEntries}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** Renders route objects in a data router (for `useNavigate` with state, loaders, redirects). */
export function renderRoutesWithProviders(
  routes: RouteObject[],
  { queryDefaults, initialEntries }: ProviderOptions = {},
) {
  const client = createTestQueryClient(queryDefaults);
  const router = createMemoryRouter(routes, { initialEntries });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, client, router };
}

/** `renderHook` with a fresh query client around the hook. */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  {
    queryDefaults,
    ...options
  }: Omit<RenderHookOptions<Props>, 'wrapper'> & Pick<ProviderOptions, 'queryDefaults'> = {},
) {
  const client = createTestQueryClient(queryDefaults);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(hook, { ...options, wrapper }), client };
}
