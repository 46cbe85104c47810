import type { DiscountBreakdown } from '@lome/shared';

/** The discount lines of an order or a quote, as the cart, the checkout and the order show them (P1.4). */
export function orderDiscountRows(
  discounts: DiscountBreakdown | undefined,
  freeDishName?: string | null,
): { label: string; amount: number }[] {
  if (!discounts) return [];
  const rows: { label: string; amount: number }[] = [];
  if (discounts.free_dish > 0)
    rows.push({
      label: freeDishName ? `Plat offert (${freeDishName})` : 'Plat offert',
      amount: discounts.free_dish,
    });
  if (discounts.newsletter > 0)
    rows.push({ label: 'Réduction newsletter -10%', amount: discounts.newsletter });
  return rows;
}
