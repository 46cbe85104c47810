import { formatFcfa } from './money.js';
import type { OrderPaymentMethod } from './order-source.js';
import type { PaidWith } from './schemas/admin-orders.js';

/** An unpaid sale whose mobile-money payment is still to come: nothing to collect, nothing paid either. */
export const UNPAID_MOBILE_MONEY = 'NON PAYÉE\u00a0: paiement mobile money en attente';

/**
 * The kitchen ticket's payment line. Paid: the amount and how ('Payée : 7 500 FCFA (FLOOZ)', 'Payée en espèces :
 * …'), the order's total when the payment is not known. Unpaid: the cash to collect, or, for mobile money, that
 * nothing is to be collected (the payment is still to come).
 */
export function paymentLine(order: {
  is_paid: boolean;
  total_price: number;
  payment_method?: OrderPaymentMethod;
  paid_with?: PaidWith | null;
}): string {
  const paid = order.paid_with;
  if (order.is_paid) {
    const amount = formatFcfa(paid?.amount ?? order.total_price);
    if (paid ? paid.network === 'CASH' : order.payment_method === 'cash')
      return `Payée en espèces\u00a0: ${amount}`;
    return paid ? `Payée\u00a0: ${amount} (${paid.network})` : `Payée\u00a0: ${amount}`;
  }
  return order.payment_method === 'cash'
    ? `À ENCAISSER ${formatFcfa(order.total_price)}`
    : UNPAID_MOBILE_MONEY;
}
