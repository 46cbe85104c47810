import {
  advanceNoticeError,
  orderMessages,
  reservationCreateSchema,
  reservationDateError,
  type Dish,
  type ReservationCreateInput,
  type ReservationSource,
} from '@lome/shared';

const DAY_MS = 86_400_000;

/** Lomé's calendar day (UTC+0, no daylight saving) `offset` days from `now`, as 'YYYY-MM-DD'. */
export function lomeDay(now: Date, offset = 0): string {
  return new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The pickup days each entry point offers (P5.1): the cart today..+30, the pre-reservation page tomorrow..+7.
 */
export function pickupWindow(source: ReservationSource, now: Date): { min: string; max: string } {
  return source === 'cart'
    ? { min: lomeDay(now), max: lomeDay(now, 30) }
    : { min: lomeDay(now, 1), max: lomeDay(now, 7) };
}

/** 'YYYY-MM-DD' and 'HH:mm' to the API's 'YYYY-MM-DD HH:mm:ss'. */
export function toReservationDate(date: string, time: string): string {
  return `${date} ${time.slice(0, 5)}:00`;
}

/**
 * The French reason a pickup date and time cannot be accepted, or null (same rules as the server); `noticeDishes`
 * names the dishes of the basket that must be reserved 24 h ahead.
 */
export function pickupError(
  source: ReservationSource,
  date: string,
  time: string,
  now: Date,
  noticeDishes: readonly string[] = [],
): string | null {
  if (!date || !time) return orderMessages.reservationDate;
  const when = toReservationDate(date, time);
  return reservationDateError(source, when, now) ?? advanceNoticeError(noticeDishes, when, now);
}

/** The names of the basket's dishes that the menu marks 'Réservation à l'avance' (none until it is loaded). */
export function noticeDishNames(
  lines: readonly { id: string }[],
  dishes: readonly Dish[] | undefined,
): string[] {
  const ids = new Set(lines.map((l) => l.id));
  return (dishes ?? [])
    .filter((d) => d.requires_advance_notice && ids.has(d.dish_id))
    .map((d) => d.dish_name);
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
  lines: { id: string; quantity: number }[],
  now: Date,
  noticeDishes: readonly string[] = [],
): PreorderErrors {
  const errors: PreorderErrors = {};
  const parsed = reservationCreateSchema.safeParse(preorderPayload(form, lines));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fieldOf[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (!errors.email && !form.email.trim()) errors.email = orderMessages.contactEmail;
  const when = pickupError('preorder', form.date, form.time, now, noticeDishes);
  if (when)
    errors[when === orderMessages.reservationHours || (form.date && !form.time) ? 'time' : 'date'] = when;
  return errors;
}

/** The POST /api/reservations body of a pre-reservation. */
export function preorderPayload(
  form: PreorderForm,
  lines: { id: string; quantity: number }[],
): ReservationCreateInput {
  return {
    dishes: lines.map((l) => ({ dish_id: l.id, quantity: l.quantity })),
    reservation_date: toReservationDate(form.date, form.time),
    pickup_location: 'restaurant',
    notes: form.notes.trim() || null,
    source: 'preorder',
    contact_name: form.name.trim(),
    contact_email: form.email.trim(),
    contact_phone: form.phone.trim(),
  };
}
