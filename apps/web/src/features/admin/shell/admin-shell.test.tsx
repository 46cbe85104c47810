import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, RestaurantStatus } from '@lome/shared';
import { api } from '@/lib/api-client';
import { anOrderSummary } from '@/test/factories';
import { AdminShell } from './admin-shell';
import { renderWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
// The reservations screen itself is not under test here: only what the shell shows above it.
vi.mock(import('../reservations/components/reservations-admin'), async () => {
  const { createElement } = await import('react');
  return { ReservationsAdmin: () => createElement('h1', null, 'Réservations') };
});
const fetched = vi.mocked(api);

/** Paid at 23:58 yesterday, nobody has accepted it yet. */
const waiting: AdminOrder = {
  ...anOrderSummary({
    order_id: 'o9',
    id: 'o9',
    code_commande: 'CMD-NUIT',
    status: 'confirmed',
    is_paid: true,
    payment_status: 'completed',
    created_at: '2026-11-23T23:58:00.000Z',
  }),
  customer: { id: 'u1', firstname: 'Afi', lastname: 'Koffi', email: 'afi@example.tg' },
  latitude: 6.135,
  longitude: 1.225,
  dishes: [{ dish_id: 'd1', dish_name: 'Fufu', img_plat: null, quantity: 2, price_per_unit: 2500 }],
};

// A section's screen is a chunk of its own, loaded on first use: slow on a busy machine.
const lazyScreen = { timeout: 5_000 };

const kitchen: RestaurantStatus = {
  open: true,
  paused: false,
  accepting_orders: true,
  message: "Ouvert · commandes jusqu'à 22h00",
  next_open_at: null,
  closes_at: null,
  last_order_at: null,
  paused_until: null,
  pause_message: null,
  rush: false,
};

function renderShell(at: string, isAdmin = false) {
  renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminShell isAdmin={isAdmin} />} />
    </Routes>,
    { initialEntries: [at] },
  );
}

beforeEach(() => {
  fetched.mockReset();
  fetched.mockImplementation(async (path) => {
    // Only the orders still to accept, of any day, answer with the order; today's list is empty.
    if (path === '/admin/orders?status=confirmed') return { orders: [waiting] };
    if (path === '/restaurant/status') return kitchen;
    if (path.startsWith('/admin/orders')) return { orders: [] };
    // The board's line of today's portions left: no dish is limited.
    if (path === '/dishes') return [];
    throw new Error(`unexpected ${path}`);
  });
});
afterEach(cleanup);

describe('AdminShell', () => {
  it('rings outside the board too: on Réservations, a paid order to accept shows with a way back to the board', async () => {
    renderShell('/admin/reservations');
    await screen.findByRole('heading', { name: 'Réservations' });
    const alert = await screen.findByRole('status');
    expect(alert.textContent).toContain('Nouvelle commande à accepter !');
    expect(alert.textContent).toContain('CMD-NUIT');
    screen.getByRole('button', { name: 'Activer le son' });
    expect(screen.getByRole('link', { name: 'Voir les commandes' }).getAttribute('href')).toBe('/admin');
  });

  it("lets staff reach an order to accept that the board's filters hide (yesterday's, on a board left open)", async () => {
    renderShell('/admin');
    await screen.findByText('Aucune commande pour ces filtres.', {}, lazyScreen);
    expect(screen.queryByRole('article', { name: 'Commande CMD-NUIT' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Voir les commandes à accepter' }));
    await screen.findByRole('article', { name: 'Commande CMD-NUIT' });
    expect((screen.getByLabelText('Statut') as HTMLSelectElement).value).toBe('confirmed');
    expect((screen.getByLabelText('Jour') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Voir les commandes à accepter' })).toBeNull();
  });

  it('keeps a scheduled order paid at night silent until its preparation starts', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = { ...waiting, scheduled_for: later, prep_starts_at: later };
    // The board also reads the menu, for today's portions left: none are limited here.
    fetched.mockImplementation(async (path) =>
      path === '/restaurant/status' ? kitchen : path === '/dishes' ? [] : { orders: [scheduled] },
    );
    renderShell('/admin');
    const card = await screen.findByRole('article', { name: 'Commande CMD-NUIT' }, lazyScreen);
    expect(card.textContent).toContain('À lancer en cuisine');
    expect(screen.queryByText(/à accepter/)).toBeNull();
    expect(document.title).not.toMatch(/^\(1\)/);
  });

  it('turns the alarm red for an order nobody accepted in time', async () => {
    fetched.mockImplementation(async (path) => {
      if (path === '/admin/orders?status=confirmed')
        return { orders: [{ ...waiting, escalated_at: new Date().toISOString() }] };
      return { orders: [] };
    });
    renderShell('/admin/reservations');
    const alert = await screen.findByRole('status');
    expect(alert.textContent).toContain('En retard : commande non acceptée');
    expect(alert.className).toContain('alert-danger');
  });

  // A back-office left open in several browser tabs: each tab says which section it holds.
  it.each([
    ['/admin/menu', 'Menu'],
    ['/admin/publications', 'Publications'],
    ['/admin/messages', 'Messages'],
    ['/admin/argent', 'Argent'],
    ['/admin/factures', 'Factures'],
  ])('names the section in the tab title on %s', async (path, section) => {
    fetched.mockImplementation(async () => ({
      categories: [],
      dishes: [],
      publications: [],
      types: [],
      messages: [],
      unread: 0,
      refunds: [],
      orders: [],
      documents: [],
      statements: [],
    }));
    renderShell(path, true);
    await screen.findByRole('heading', { level: 1, name: section }, lazyScreen);
    await waitFor(() => expect(document.title).toBe(`${section} — Espace restaurant — Chez Mama Lomé`));
  });

  it("tells staff on an admins' section why it is closed to them, instead of a missing page", async () => {
    renderShell('/admin/menu');
    await screen.findByText("Cette section de l'espace restaurant est réservée aux administrateurs.");
    expect(screen.queryByRole('link', { name: 'Menu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Factures' })).toBeNull();
  });

  it('leads admins to the invoices from the back-office navigation', async () => {
    renderShell('/admin/reservations', true);
    await screen.findByRole('heading', { name: 'Réservations' });
    const nav = screen.getByRole('navigation', { name: 'Espace restaurant' });
    expect(within(nav).getByRole('link', { name: 'Factures' }).getAttribute('href')).toBe('/admin/factures');
  });
});
