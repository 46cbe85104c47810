import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { OrderSummary } from '@lome/shared';
import { paths } from '@/config/paths';
import { cartActions } from '@/features/cart';
import { getMenuQueryOptions } from '@/features/menu';
import { failureText } from '@/features/payments';
import { orderDetailQueryOptions } from '../api/get-order-detail';
import { reorderLines } from '../lib/reorder';

/** What /cart shows after "Commander à nouveau": the dishes that could not be put back. */
export type ReorderState = { unavailable: string[] };

/**
 * "Commander à nouveau": reads the order's dishes and today's menu, puts back those still on sale and
 * opens the cart, which names the others. When none is left, the answer stays here (`problem`).
 */
export function useReorder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reorder = async (order: OrderSummary) => {
    setPending(order.order_id);
    setProblem(null);
    try {
      const [detail, menu] = await Promise.all([
        queryClient.fetchQuery(orderDetailQueryOptions(order.order_id)),
        queryClient.fetchQuery(getMenuQueryOptions()),
      ]);
      const { lines, unavailable } = reorderLines(detail.show_order_dish, menu.dishes);
      if (lines.length === 0) {
        setProblem(`${unavailable.join('. ')}.`);
        return;
      }
      cartActions.addLines(lines);
      navigate(paths.cart, { state: { unavailable } satisfies ReorderState });
    } catch (error) {
      setProblem(failureText(error, 'Impossible de reprendre cette commande pour le moment.'));
    } finally {
      setPending(null);
    }
  };
  return { reorder, pending, problem, clearProblem: () => setProblem(null) };
}
