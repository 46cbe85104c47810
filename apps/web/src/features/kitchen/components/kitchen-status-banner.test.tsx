import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { RestaurantStatus } from '@lome/shared';
import { resources } from '@/lib/resource';
import { KitchenStatusBanner } from './kitchen-status-banner';

const status = (patch: Partial<RestaurantStatus> = {}): RestaurantStatus => ({
  open: true,
  paused: false,
  accepting_orders: true,
  message: "Ouvert · commandes jusqu'à 22h00",
  next_open_at: null,
  closes_at: '2026-11-26T22:30:00.000Z',
  last_order_at: '2026-11-26T22:00:00.000Z',
  paused_until: null,
  pause_message: null,
  rush: false,
  ...patch,
});

function serve(...answers: RestaurantStatus[]) {
  const fetch = vi.fn(() =>
    Promise.resolve(Response.json(answers.length > 1 ? answers.shift() : answers[0])),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  cleanup();
  resources.reset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('KitchenStatusBanner', () => {
  it('keeps its place empty in the server render, without asking the API', () => {
    const fetch = serve(status());
    resources.set('restaurant/status', status());
    const html = renderToString(<KitchenStatusBanner />);
    expect(html).toContain('min-height:2.75rem');
    expect(html).not.toContain('Ouvert');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows what the kitchen says once in the browser', async () => {
    serve(status());
    render(<KitchenStatusBanner />);
    await screen.findByText("Ouvert · commandes jusqu'à 22h00");
    expect(screen.getByRole('status').className).toContain('bg-success-subtle');
  });

  it("shows a pause with staff's message", async () => {
    serve(
      status({
        accepting_orders: false,
        paused: true,
        message: 'Commandes en pause · reprise vers 13h15',
        pause_message: 'Grosse affluence',
      }),
    );
    render(<KitchenStatusBanner />);
    await screen.findByText('Commandes en pause · reprise vers 13h15');
    expect(screen.getByRole('status').textContent).toContain('Grosse affluence');
    expect(screen.getByRole('status').className).toContain('bg-warning-subtle');
  });

  it('asks again every minute while the page is visible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = serve(
      status(),
      status({ open: false, accepting_orders: false, message: 'Fermé · ouvre demain à 11h30' }),
    );
    render(<KitchenStatusBanner />);
    await screen.findByText("Ouvert · commandes jusqu'à 22h00");
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await screen.findByText('Fermé · ouvre demain à 11h30');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').className).toContain('bg-secondary-subtle');
  });
});
