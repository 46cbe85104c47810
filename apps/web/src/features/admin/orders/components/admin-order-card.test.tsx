import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatFcfa, type AdminOrder } from '@lome/shared';
import { anOrderSummary } from '@/test/factories';
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
  afterEach(cleanup);

  it("shows staff the customer's rating of a delivered order, comment included (issue 11)", () => {
    render(
      <AdminOrderCard
        order={anAdminOrder({
          rating: { stars: 4, comment: 'Très bon fufu', created_at: '2026-11-23T12:00:00Z' },
        })}
        busy={false}
        onMove={() => undefined}
      />,
    );
    expect(screen.getByTestId('order-rating').textContent).toBe('Note du client : 4/5 · « Très bon fufu »');
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
});
