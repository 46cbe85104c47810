import {
  cancelMessages,
  formatFcfa,
  normalizePhone,
  type CustomerRefund,
  type OrderStatus,
  type ReservationStatus,
} from '@lome/shared';

/** A Togolese number as it is read aloud: '90112233' -> '90 11 22 33'. */
export function spacedPhone(phone: string): string {
  const digits = normalizePhone(phone);
  return digits ? digits.replace(/(\d{2})(?=\d)/g, '$1 ') : phone;
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Lome',
  });

/**
 * Where the money owed back stands (P2.6): on its way to the number that paid, then sent, with its reference.
 */
export function refundText(refund: CustomerRefund): string {
  if (refund.status === 'pending') {
    const to = refund.phone ? ` sur le ${spacedPhone(refund.phone)}` : '';
    return `Remboursement en cours (${formatFcfa(refund.amount)}${to})`;
  }
  const when = refund.settled_at ? ` le ${day(refund.settled_at)}` : '';
  const reference = refund.reference ? ` (réf. ${refund.reference})` : '';
  return `Remboursé${when}${reference}`;
}

/** True for an unpaid order or reservation cancelled because nobody paid it in time. */
export const isExpired = (item: { status: OrderStatus | ReservationStatus; cancel_reason?: string | null }) =>
  item.status === 'cancelled' && item.cancel_reason === cancelMessages.expired;
