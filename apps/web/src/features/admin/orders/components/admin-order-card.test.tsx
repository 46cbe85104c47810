import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatFcfa, type AdminOrder } from '@lome/shared';
import { anOrderSummary } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { AdminOrderCard } from './admin-order-card';

const anAdminOrder = (patch: Partial<AdminOrder> = {}): AdminOrder => ({
  ...anOrderSummary({ status: 'delivered', is_paid: true, payment_status: 'completed' }),
  customer: { id: 'u1', firstname: 'Afi', lastname: 'Koffi', email: 'afi@example.tg' },
  latitude: 6.135,
  longitude: 1.225,
  dishes: [{ dish_id: 'd1', dish_name: 'Fufu', img_plat: null, quantity: 2, price_per_unit: 2500 }],
  ...patch,
});

describe('AdminOrderCard', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('shows the slot of an order paid at night, when to start it, and its estimate; +10 min pushes it back', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T23:10:00.000Z'));
    const onDelay = vi.fn();
    render(
      <AdminOrderCard
        order={anAdminOrder({
          status: 'confirmed',
          scheduled_for: '2026-11-24T12:30:00.000Z',
          estimated_at: '2026-11-24T12:30:00.000Z',
          prep_starts_at: '2026-11-24T12:04:00.000Z',
        })}
        busy={false}
        onMove={() => undefined}
        onDelay={onDelay}
      />,
    );
    const timing = screen.getByTestId('order-timing');
    expect([...timing.children].map((p) => p.textContent)).toEqual([
      'Programmée : demain 12h30',
      'Livraison prévue demain vers 12h30',
      'À lancer en cuisine demain à 12h04',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '+10 min' }));
    expect(onDelay).toHaveBeenCalledOnce();
  });

  it('says an order not accepted in time is late, and offers no delay once delivered', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:10:00.000Z'));
    render(
      <AdminOrderCard
        order={anAdminOrder({ status: 'confirmed', estimated_at: '2026-11-24T12:40:00.000Z' })}
        late
        busy={false}
        onMove={() => undefined}
        onDelay={() => undefined}
      />,
    );
    expect(screen.getByTestId('order-timing').textContent).toBe(
      'En retard : commande non acceptéeLivraison prévue vers 12h40 (dans 30 min)',
    );
    expect(screen.getByRole('article').className).toContain('border-danger');
    cleanup();
    render(
      <AdminOrderCard
        order={anAdminOrder({ estimated_at: '2026-11-24T12:40:00.000Z' })}
        busy={false}
        onMove={() => undefined}
        onDelay={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: '+10 min' })).toBeNull();
    expect(screen.queryByTestId('order-timing')).toBeNull();
  });

  it("shows staff the customer's rating of a delivered order, comment included", () => {
    render(
      <AdminOrderCard
        order={anAdminOrder({
          rating: { stars: 4, comment: 'Très bon fufu', created_at: '2026-11-23T12:00:00Z' },
        })}
        busy={false}
        onMove={() => undefined}
      />,
    );
    expect(screen.getByTestId('order-rating').textContent).toBe(
      'Note du client : 4/5 · «\u00a0Très bon fufu\u00a0»',
    );
  });

  it('says that a paid order cancelled has a refund to settle in Argent (D3)', () => {
    render(
      <AdminOrderCard
        order={anAdminOrder({ status: 'cancelled', paid_at: '2026-11-23T12:00:00Z' })}
        busy={false}
        onMove={() => undefined}
      />,
    );
    expect(screen.getByText(/Total/).textContent).toBe(
      `Total ${formatFcfa(5000)} · Payée à 12:00 · remboursement suivi dans Argent`,
    );
  });

  it('shows no rating line before the customer rates', () => {
    render(<AdminOrderCard order={anAdminOrder({ rating: null })} busy={false} onMove={() => undefined} />);
    expect(screen.queryByTestId('order-rating')).toBeNull();
  });

  it('reads a counter pickup as a pickup: its place, its promised time, its steps and its cash at the counter', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:10:00.000Z'));
    const pickup = (patch: Partial<AdminOrder>) =>
      anAdminOrder({
        is_delivery: false,
        title: null,
        description_address: null,
        distance_m: null,
        latitude: null,
        longitude: null,
        pickup_location: 'restaurant',
        source: 'counter',
        payment_method: 'cash',
        is_paid: false,
        payment_status: 'unpaid',
        estimated_at: '2026-11-24T12:40:00.000Z',
        ...patch,
      });
    renderWithProviders(
      <AdminOrderCard order={pickup({ status: 'preparation' })} busy={false} onMove={() => undefined} />,
    );
    const card = screen.getByRole('article');
    expect(card.textContent).toContain('Retrait au restaurant');
    expect(card.textContent).not.toMatch(/Domicile|km|Voir sur la carte|livraison/i);
    expect(screen.getByTestId('order-timing').textContent).toBe('Retrait prévu vers 12h40 (dans 30 min)');
    expect(screen.getByText(/Total/).textContent).toBe(`Total ${formatFcfa(5000)} · Espèces au retrait`);
    screen.getByRole('button', { name: 'Prête à retirer' });
    cleanup();
    renderWithProviders(
      <AdminOrderCard order={pickup({ status: 'in_delivery' })} busy={false} onMove={() => undefined} />,
    );
    expect(screen.getByRole('article').querySelector('.badge')?.textContent).toBe('Prête à retirer');
    screen.getByRole('button', { name: 'Marquer retirée' });
  });

  it("shows each line's choices and note under its dish", () => {
    render(
      <AdminOrderCard
        order={anAdminOrder({
          dishes: [
            {
              dish_id: 'd1',
              dish_name: 'Poulet braisé',
              img_plat: null,
              quantity: 2,
              price_per_unit: 4_500,
              options: [
                { group: 'Accompagnement', name: 'Riz', price_delta: 0 },
                { group: 'Piment', name: 'Piment à part', price_delta: 0 },
              ],
              note: 'bien cuit',
            },
            { dish_id: 'd1', dish_name: 'Poulet braisé', img_plat: null, quantity: 1, price_per_unit: 3_500 },
          ],
        })}
        busy={false}
        onMove={() => undefined}
      />,
    );
    const [noted, plain] = screen
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\u00a0/g, ' '));
    expect(noted).toBe('2 × Poulet braiséRiz, Piment à partNote : « bien cuit »');
    expect(plain).toBe('1 × Poulet braisé');
  });
});
