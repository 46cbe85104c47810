import {
  cartDishes,
  longestNotice,
  noticeHoursOf,
  orderMessages,
  parseReservationDate,
  pickupDayRange,
  pickupRefusal,
  reservationCreateSchema,
  type CartItem,
  type Dish,
  type NoticeDish,
  type OpeningHours,
  type ReservationCreateInput,
} from '@lome/shared';

/** The days a pickup picker offers (decision 0078): the first with a time the basket allows, to 7 days ahead. */
export function pickupWindow(
  hours: OpeningHours,
  now: Date,
  noticeDishes: readonly NoticeDish[] = [],
): { min: string; max: string } {
  return pickupDayRange(hours, now, longestNotice(noticeDishes));
}

/** 'YYYY-MM-DD' and 'HH:mm' to the API's 'YYYY-MM-DD HH:mm:ss'. */
export function toReservationDate(date: string, time: string): string {
  return `${date} ${time.slice(0, 5)}:00`;
}

/**
 * The French reason a pickup date and time cannot be accepted, or null: the server's own rule (the opening hours,
 * each dish's notice to the minute, 7 days ahead), the same on the cart and on /reservations.
 */
export function pickupError(
  hours: OpeningHours,
  date: string,
  time: string,
  now: Date,
  noticeDishes: readonly NoticeDish[] = [],
): string | null {
  const when = date && time ? parseReservationDate(toReservationDate(date, time)) : undefined;
  if (!when) return orderMessages.reservationDate;
  return pickupRefusal(hours, when, now, noticeDishes)?.message ?? null;
}

/** The basket's dishes that the menu marks 'Réservation à l'avance', with their hours (none until it is loaded). */
export function noticeDishesOf(
  lines: readonly { id: string }[],
  dishes: readonly Dish[] | undefined,
): NoticeDish[] {
  const ids = new Set(lines.map((l) => l.id));
  return (dishes ?? [])
    .filter((d) => d.requires_advance_notice && ids.has(d.dish_id))
    .map((d) => ({ name: d.dish_name, hours: noticeHoursOf(d) }));
}

export type PreorderForm = {
  name: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  notes: string;
};
export type PreorderErrors = Partial<Record<keyof PreorderForm | 'dishes', string>>;

const fieldOf: Record<string, keyof PreorderErrors> = {
  dishes: 'dishes',
  contact_name: 'name',
  contact_email: 'email',
  contact_phone: 'phone',
};

/**
 * Checks the pre-reservation (P11.2: the confirm action validates what the prototype only marked required)
 * with the server's own schema and date rules, so both sides refuse the same things with the same words.
 */
export function preorderErrors(
  form: PreorderForm,
  lines: Pick<CartItem, 'id' | 'quantity' | 'options' | 'note'>[],
  hours: OpeningHours,
  now: Date,
  noticeDishes: readonly NoticeDish[] = [],
): PreorderErrors {
  const errors: PreorderErrors = {};
  const parsed = reservationCreateSchema.safeParse(preorderPayload(form, lines));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fieldOf[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (!errors.email && !form.email.trim()) errors.email = orderMessages.contactEmail;
  const when = pickupError(hours, form.date, form.time, now, noticeDishes);
  // A date chosen without a time is the time's to fix; every other refusal is about the moment, shown by the date.
  if (when) errors[form.date && !form.time ? 'time' : 'date'] = when;
  return errors;
}

/** The POST /api/reservations body of a pre-reservation. */
export function preorderPayload(
  form: PreorderForm,
  lines: Pick<CartItem, 'id' | 'quantity' | 'options' | 'note'>[],
): ReservationCreateInput {
  return {
    dishes: cartDishes(lines),
    reservation_date: toReservationDate(form.date, form.time),
    pickup_location: 'restaurant',
    notes: form.notes.trim() || null,
    source: 'preorder',
    contact_name: form.name.trim(),
    contact_email: form.email.trim(),
    contact_phone: form.phone.trim(),
  };
}
