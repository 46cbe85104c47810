import { formatFcfa } from './money.js';
import type { OrderPaymentMethod } from './order-source.js';
import { normalizePhone } from './phone.js';
import type { PaidWith } from './schemas/orders.js';

/** The digits wa.me wants: country code first, no '+' (a Togolese number gets 228). */
function waDigits(phone: string): string {
  const digits = normalizePhone(phone);
  return digits ? `228${digits}` : phone.replace(/\D/g, '');
}

/** A WhatsApp link to a phone, optionally with a prepared message (P10.6: wa.me links between people). */
export function waHref(phone: string, text?: string): string {
  const base = `https://wa.me/${waDigits(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** A map link any phone opens (Google Maps app or browser) at the delivery pin. */
export const mapsHref = (latitude: number, longitude: number): string =>
  `https://www.google.com/maps?q=${latitude},${longitude}`;

/** What the rider collects at the door: the total while unpaid (cash on delivery), nothing once paid. */
export const amountToCollect = (order: { is_paid: boolean; total_price: number }): number =>
  order.is_paid ? 0 : order.total_price;

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
    ? `À ENCAISSER ${formatFcfa(amountToCollect(order))}`
    : 'NON PAYÉE\u00a0: paiement mobile money en attente';
}

export type RiderMessageOrder = {
  code_commande: string;
  title: string | null;
  description_address: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  is_paid: boolean;
  total_price: number;
  customer_firstname?: string;
};

/** The WhatsApp message staff send the rider in one tap: code, address, map, customer's phone, what to collect. */
export function riderMessage(order: RiderMessageOrder): string {
  const address = [order.title, order.description_address].filter(Boolean).join(' : ');
  const collect = amountToCollect(order);
  return [
    `Livraison ${order.code_commande}`,
    address && `Adresse : ${address}`,
    order.latitude !== null &&
      order.longitude !== null &&
      `Carte : ${mapsHref(order.latitude, order.longitude)}`,
    order.phone &&
      `Client${order.customer_firstname ? ` (${order.customer_firstname})` : ''} : ${order.phone}`,
    collect > 0 ? `À encaisser : ${formatFcfa(collect)}` : 'Payé',
  ]
    .filter(Boolean)
    .join('\n');
}
