import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const show = (Page: ReturnType<typeof lazyPage>) =>
  act(async () => {
    render(
      <Suspense fallback={<p>…</p>}>
        <Page />
      </Suspense>,
    );
  });

afterEach(cleanup);

describe('a page loaded on demand', () => {
  it('shows once its code has arrived', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: () => <h1>Le menu</h1> }));
    await show(Page);
    await screen.findByRole('heading', { name: 'Le menu' });
  });

  it('whose code cannot be downloaded says so and offers to try again, instead of a blank screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Page = lazyPage(load);
    await Page.preload().catch(() => undefined);
    await show(Page);
    await screen.findByRole('heading', { name: 'Page indisponible' });
    screen.getByText(/vérifiez votre connexion, puis réessayez/);
    screen.getByRole('button', { name: 'Réessayer' });
    // The render reused the failed download rather than asking again in a loop.
    expect(load).toHaveBeenCalledTimes(1);
    // The next visit tries again.
    await Page.preload().catch(() => undefined);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
