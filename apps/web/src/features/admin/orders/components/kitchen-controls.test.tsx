import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RestaurantStatus } from '@lome/shared';
import { api } from '@/lib/api-client';
import { KitchenControls } from './kitchen-controls';
import { PausedNotice, timeLeft } from './paused-notice';
import { renderWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
const fetched = vi.mocked(api);

const open: RestaurantStatus = {
  open: true,
  paused: false,
  accepting_orders: true,
  message: "Ouvert · commandes jusqu'à 22h00",
  next_open_at: null,
  closes_at: '2026-11-24T22:30:00.000Z',
  last_order_at: '2026-11-24T22:00:00.000Z',
  paused_until: null,
  pause_message: null,
  rush: false,
};
const pausedUntil = (until: string | null, message: string | null = null): RestaurantStatus => ({
  ...open,
  paused: true,
  accepting_orders: false,
  message: 'Commandes en pause',
  paused_until: until,
  pause_message: message,
});

function renderWith(ui: React.ReactNode) {
  renderWithProviders(<>{ui}</>);
}
const calls = (method: string) => fetched.mock.calls.filter(([, init]) => init?.method === method);

let status: RestaurantStatus;
beforeEach(() => {
  status = open;
  fetched.mockReset();
  fetched.mockImplementation(async (path, init) => {
    if (path === '/admin/pause' && init?.method === 'PUT') {
      const { minutes, message } = init.body as { minutes: number | null; message: string | null };
      status = pausedUntil(minutes ? new Date(Date.now() + minutes * 60_000).toISOString() : null, message);
    } else if (path === '/admin/pause' && init?.method === 'DELETE') status = open;
    else if (path === '/admin/rush') status = { ...status, rush: (init?.body as { on: boolean }).on };
    else if (path !== '/restaurant/status') throw new Error(`unexpected ${path}`);
    return status as never;
  });
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('KitchenControls', () => {
  it('pauses ASAP orders for 30 minutes with a message, shows the time left, and resumes', async () => {
    renderWith(<KitchenControls />);
    expect((await screen.findByTestId('kitchen-message')).textContent).toContain("commandes jusqu'à 22h00");
    fireEvent.click(screen.getByRole('button', { name: 'Pause des commandes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause des commandes' });
    expect(dialog.textContent).toContain('Jusqu’à reprise');
    fireEvent.click(screen.getByLabelText('30 min'));
    fireEvent.change(screen.getByLabelText('Message aux clients (facultatif)'), {
      target: { value: ' Trop de commandes ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mettre en pause' }));

    const notice = await screen.findByTestId('kitchen-paused');
    expect(calls('PUT')).toEqual([
      ['/admin/pause', { method: 'PUT', body: { minutes: 30, message: 'Trop de commandes' } }],
    ]);
    expect(notice.textContent).toMatch(
      /Commandes en pause · reprise automatique dans (29|30) min \d\d s \(vers \d\dh\d\d\)/,
    );
    expect(notice.textContent).toContain('Message aux clients : «\u00a0Trop de commandes\u00a0»');
    expect(screen.queryByRole('button', { name: 'Pause des commandes' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Reprendre' }));
    await screen.findByRole('button', { name: 'Pause des commandes' });
    expect(calls('DELETE')).toEqual([['/admin/pause', { method: 'DELETE' }]]);
    expect(screen.queryByTestId('kitchen-paused')).toBeNull();
  });

  it('pauses until resumed, with no message', async () => {
    renderWith(<KitchenControls />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause des commandes' }));
    fireEvent.click(await screen.findByLabelText('Jusqu’à reprise'));
    fireEvent.click(screen.getByRole('button', { name: 'Mettre en pause' }));
    const notice = await screen.findByTestId('kitchen-paused');
    expect(calls('PUT')).toEqual([
      ['/admin/pause', { method: 'PUT', body: { minutes: null, message: null } }],
    ]);
    expect(notice.textContent).toContain('Commandes en pause · jusqu’à la reprise');
  });

  it('turns rush mode on', async () => {
    renderWith(<KitchenControls />);
    const rush = await screen.findByLabelText<HTMLInputElement>('Mode rush : +15 min sur chaque estimation');
    expect(rush.checked).toBe(false);
    fireEvent.click(rush);
    await waitFor(() => expect(rush.checked).toBe(true));
    expect(calls('PUT')).toEqual([['/admin/rush', { method: 'PUT', body: { on: true } }]]);
  });
});

describe('PausedNotice', () => {
  it('counts the time left down every second', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:45:00.000Z'));
    renderWith(<PausedNotice status={pausedUntil('2026-11-24T13:00:00.000Z')} />);
    const left = screen.getByTestId('pause-left');
    expect(left.textContent).toBe(' · reprise automatique dans 15 min 00 s (vers 13h00)');
    act(() => vi.advanceTimersByTime(1000));
    expect(left.textContent).toBe(' · reprise automatique dans 14 min 59 s (vers 13h00)');
  });

  it.each([
    [65_000, '1 min 05 s'],
    [900_000, '15 min 00 s'],
    [3_720_000, '1 h 02 min'],
    [-5_000, '0 min 00 s'],
  ])('writes %i ms as %s', (ms, text) => {
    expect(timeLeft(ms)).toBe(text);
  });
});
