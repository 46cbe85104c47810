import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anOrderSummary } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { OrderCard } from './order-card';

const noop = () => undefined;
const show = (patch: Parameters<typeof anOrderSummary>[0]) =>
  renderWithProviders(
    <OrderCard
      order={anOrderSummary({ status: 'pending', is_paid: false, ...patch })}
      onDetails={noop}
      onPay={noop}
      onCancel={noop}
      onRate={noop}
      onReorder={noop}
    />,
  );

describe('an unpaid order in « Mes commandes »', () => {
  afterEach(cleanup);

  it('shows its slot and until when "Payer" holds', () => {
    show({
      payment_status: 'unpaid',
      scheduled_for: '2026-11-29T12:30:00.000Z',
      expires_at: '2026-11-28T12:40:00.000Z',
    });
    const note = screen.getByTestId('unpaid-note');
    expect(note.textContent).toMatch(/^Livraison prévue .* à 12h30/);
    expect(note.textContent).toContain('À payer avant 12h40, sinon elle sera annulée.');
    screen.getByRole('button', { name: /^Payer la commande/ });
  });

  it('shows the number its prompt rang while one is under way', () => {
    show({
      payment_status: 'pending',
      expires_at: null,
      payment_under_way: {
        payment_id: 'p1',
        phone_number: '90112232',
        network: 'FLOOZ',
        amount: 5000,
        started_at: '2026-11-28T12:00:00.000Z',
      },
    });
    expect(screen.getByTestId('unpaid-note').textContent).toBe(
      'Livraison dès que possible après le paiementPaiement en cours : demande envoyée au 90112232.',
    );
  });
});
