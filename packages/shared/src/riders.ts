import { formatFcfa } from './money.js';
import type { OrderPaymentMethod } from './order-source.js';
import { UNPAID_MOBILE_MONEY } from './payment-line.js';
import { normalizePhone } from './phone.js';

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

/**
 * What the rider collects at the door: the total of an unpaid cash order; nothing once paid, nor for mobile money
 * still to come (the customer pays on their phone, not in the rider's hand).
 */
export const amountToCollect = (order: {
  is_paid: boolean;
  total_price: number;
  payment_method?: OrderPaymentMethod;
}): number => (order.is_paid || order.payment_method !== 'cash' ? 0 : order.total_price);

export type RiderMessageOrder = {
  code_commande: string;
  title: string | null;
  description_address: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  is_paid: boolean;
  total_price: number;
  payment_method?: OrderPaymentMethod;
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
    collect > 0 ? `À encaisser : ${formatFcfa(collect)}` : order.is_paid ? 'Payé' : UNPAID_MOBILE_MONEY,
  ]
    .filter(Boolean)
    .join('\n');
}
