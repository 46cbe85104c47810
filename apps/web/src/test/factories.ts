import type { AdminMenuDish, OrderSummary } from '@lome/shared';

/** An unpaid delivery order as GET /api/orders-list returns it; tests change what they are about. */
export const anOrderSummary = (patch: Partial<OrderSummary> = {}): OrderSummary => ({
  id: 'o1',
  order_id: 'o1',
  code_commande: 'CMD-1',
  created_at: '2026-01-01T10:00:00.000Z',
  is_paid: false,
  paid_at: null,
  payment_status: 'unpaid',
  status: 'pending',
  dishes_total: 5000,
  total_price: 5000,
  total_quantite: 2,
  is_delivery: true,
  delivery_price: 0,
  discount_amount: 0,
  title: 'Domicile',
  description_address: 'Bè Kpota',
  phone: '90112233',
  distance_m: 400,
  source: 'site',
  ...patch,
});

/** A dish on sale as GET /api/admin/menu returns it; tests change what they are about. */
export const anAdminDish = (patch: Partial<AdminMenuDish> = {}): AdminMenuDish => ({
  id: 'd1',
  category_id: 'c1',
  name: 'Ayimolou',
  description: null,
  price: 2500,
  image: null,
  type_name: null,
  featured: false,
  available: true,
  sold_out_today: false,
  position: 0,
  ...patch,
});
