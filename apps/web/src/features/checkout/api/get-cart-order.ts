import type { OrderDetail } from '@lome/shared';
import { api } from '@/lib/api-client';

/** GET /api/orders-detail/{id} for the order the cart remembers: is its payment still under way? */
export const getCartOrder = (orderId: string): Promise<OrderDetail> =>
  api<OrderDetail>(`/orders-detail/${encodeURIComponent(orderId)}`);
