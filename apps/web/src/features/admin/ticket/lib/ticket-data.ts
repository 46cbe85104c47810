import {
  allergenNames,
  fullName,
  optionsSummary,
  parseReservationDate,
  paymentLine,
  placeLine,
  pickupPlaceLabels,
  type AdminOrder,
  type AdminReservation,
  type StaffOrderDish,
} from '@lome/shared';

/** A line of a ticket: the dish, then on lines of their own its choices, its note and its allergens. */
export type TicketLine = {
  quantity: number;
  name: string;
  /** "Riz, Piment à part". */
  choices: string | null;
  note: string | null;
  /** "arachides, poisson": the dish's and its choices' allergens. */
  allergens: string | null;
};

const ticketLine = (d: StaffOrderDish): TicketLine => ({
  quantity: d.quantity,
  name: d.dish_name,
  choices: optionsSummary(d.options) || null,
  note: d.note?.trim() || null,
  allergens: allergenNames(d.allergens ?? []) || null,
});

/** What a kitchen ticket prints, the same for an order and a reservation. */
export type Ticket = {
  title: 'Commande' | 'Réservation';
  code: string;
  /** When it came in (ISO). */
  createdAt: string;
  /** The time that matters to the kitchen: the slot, the promised time, or the pickup. */
  when: { label: string; at: string } | null;
  lines: TicketLine[];
  notes: string | null;
  customer: string;
  phone: string | null;
  /** 'Livraison : …', 'Retrait au restaurant' or 'Retrait au drive'. */
  place: string;
  /** What was paid and how, or what is to be collected (paymentLine). */
  payment: string;
};

/**
 * An order's ticket: slot, pickup time or ETA, the dishes, the delivery address or the pickup's place, the phone,
 * what was paid or is to collect.
 */
export function orderTicket(o: AdminOrder): Ticket {
  return {
    title: 'Commande',
    code: o.code_commande,
    createdAt: o.created_at,
    when: o.scheduled_for
      ? { label: o.is_delivery ? 'Créneau' : 'Retrait', at: o.scheduled_for }
      : o.estimated_at
        ? { label: 'Prévue vers', at: o.estimated_at }
        : null,
    lines: o.dishes.map(ticketLine),
    notes: o.notes ?? null,
    customer: fullName(o.customer.firstname, o.customer.lastname),
    phone: o.phone,
    place: placeLine(o),
    payment: paymentLine(o),
  };
}

/** A reservation's ticket: its pickup time and place, the dishes, the contact, paid or to collect. */
export function reservationTicket(r: AdminReservation): Ticket {
  return {
    title: 'Réservation',
    code: r.code,
    createdAt: r.created_at,
    when: {
      label: 'Retrait',
      at: parseReservationDate(r.reservation_date)?.toISOString() ?? r.reservation_date,
    },
    lines: r.dishes.map(ticketLine),
    notes: r.notes,
    customer: r.contact_name || fullName(r.customer.firstname, r.customer.lastname),
    phone: r.contact_phone || r.customer.phone,
    place: pickupPlaceLabels[r.pickup_location],
    payment: paymentLine(r),
  };
}
