import { describe, expect, it } from 'vitest';
import { orderReceipt } from './sale-mails.js';

const customer = { email: 'akossiwa@example.tg', firstname: 'Akossiwa', lastname: null };
const order = {
  order_id: 'o-1',
  status: 'confirmed' as const,
  is_delivery: true,
  code_commande: 'CMD-20261128-0001',
  dishes_total: 5000,
  delivery_price: 0,
  discount_amount: 0,
  total_price: 5000,
  estimated_at: '2026-11-28T13:05:00.000Z',
};

describe('the receipt of a paid order', () => {
  it('says the day it was paid and the day of the delivery, read any day after', () => {
    const paidAt = new Date('2026-11-28T12:40:00.000Z');
    const { text } = orderReceipt(customer, order, [], 'https://chezmama.tg', paidAt);
    expect(text).toContain('Payée le 28 novembre 2026 à 12h40.');
    expect(text).toContain('Livraison prévue le 28 novembre 2026 à 13h05.');
    expect(text).not.toContain("aujourd'hui");
  });

  it('dates a pickup the same way, and promises nothing once delivered', () => {
    const paidAt = new Date('2026-11-28T12:40:00.000Z');
    const pickup = { ...order, is_delivery: false, pickup_location: 'restaurant' as const };
    const { text } = orderReceipt(customer, pickup, [], 'https://chezmama.tg', paidAt);
    expect(text).toContain('Retrait au restaurant prévu le 28 novembre 2026 à 13h05.');
    const delivered = orderReceipt(
      customer,
      { ...order, status: 'delivered' },
      [],
      'https://chezmama.tg',
      paidAt,
    );
    expect(delivered.text).toContain('Votre commande vous a été livrée.');
    expect(delivered.text).not.toContain('Livraison prévue');
  });
});
