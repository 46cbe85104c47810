import { useState } from 'react';
import {
  defaultChoiceIds,
  lineKey,
  normalizePhone,
  suggestNetwork,
  type OptionGroup,
  type StaffOrderCreateInput,
  type StaffOrderQuoteRequest,
} from '@lome/shared';

/**
 * A line of the caller's order: a dish, and when it has groups of choices, the choices said on the phone (its
 * required groups' defaults until staff change them) and a note for the kitchen (decision 0081).
 */
export type NewOrderLine = {
  /** Stable while staff change the line's choices. */
  uid: string;
  dish_id: string;
  name: string;
  price: number;
  quantity: number;
  groups?: OptionGroup[];
  options?: string[];
  note?: string;
};

/** A dish as the dialog adds it. */
export type NewOrderDish = { dish_id: string; name: string; price: number; groups?: OptionGroup[] };

let uids = 0;

/** The order's lines with one more of `dish`: a line of the same dish with its default choices and no note goes +1. */
export function addDish(lines: NewOrderLine[], dish: NewOrderDish): NewOrderLine[] {
  const options = dish.groups?.length ? defaultChoiceIds(dish.groups) : undefined;
  const key = lineKey(dish.dish_id, options);
  const same = lines.find((l) => lineKey(l.dish_id, l.options, l.note) === key);
  if (same) return lines.map((l) => (l === same ? { ...l, quantity: l.quantity + 1 } : l));
  return [...lines, { ...dish, uid: `l${++uids}`, quantity: 1, ...(options && { options }) }];
}

const lineBody = (l: NewOrderLine) => ({
  dish_id: l.dish_id,
  quantity: l.quantity,
  ...(l.options && { options: l.options }),
  ...(l.note?.trim() && { note: l.note.trim() }),
});

export type NewOrderDraft = {
  phone: string;
  firstname: string;
  lastname: string;
  email: string;
  lines: NewOrderLine[];
  mode: 'delivery' | 'pickup';
  address: string;
  latitude: string;
  longitude: string;
  /** A local date and time (datetime-local), Lomé being UTC. */
  pickupAt: string;
  notes: string;
  source: StaffOrderCreateInput['source'];
  method: StaffOrderCreateInput['payment']['method'];
  /** Staff picked the network themselves: the number's prefix no longer changes it. */
  methodChosen: boolean;
  payPhone: string;
};

const empty: NewOrderDraft = {
  phone: '',
  firstname: '',
  lastname: '',
  email: '',
  lines: [],
  mode: 'delivery',
  address: '',
  latitude: '',
  longitude: '',
  pickupAt: '',
  notes: '',
  source: 'phone',
  method: 'TMONEY',
  methodChosen: false,
  payPhone: '',
};

const coordinate = (v: string) => (v.trim() === '' ? undefined : Number(v.replace(',', '.')));

/** The request the draft makes; the server checks and prices it (P1.2), its messages shown as they come. */
export function staffOrderBody(d: NewOrderDraft): StaffOrderCreateInput {
  const delivery =
    d.mode === 'delivery'
      ? {
          description_address: d.address,
          latitude: coordinate(d.latitude),
          longitude: coordinate(d.longitude),
        }
      : { pickup_at: d.pickupAt ? `${d.pickupAt}:00Z` : undefined };
  return {
    customer: {
      phone: d.phone,
      firstname: d.firstname,
      ...(d.lastname && { lastname: d.lastname }),
      ...(d.email && { email: d.email }),
    },
    dishes: d.lines.map(lineBody),
    ...delivery,
    ...(d.notes && { notes: d.notes }),
    source: d.source,
    payment: { method: d.method, ...(d.payPhone && d.method !== 'cash' && { phone_number: d.payPhone }) },
  };
}

/** The point typed, picked or tapped, when both coordinates read as numbers. */
export function draftPoint(d: NewOrderDraft): { latitude: number; longitude: number } | null {
  const latitude = coordinate(d.latitude);
  const longitude = coordinate(d.longitude);
  return latitude !== undefined && longitude !== undefined && !Number.isNaN(latitude + longitude)
    ? { latitude, longitude }
    : null;
}

/** What the dialog asks the server to price: null until a dish is chosen; the caller's number once complete. */
export function staffQuoteBody(d: NewOrderDraft): StaffOrderQuoteRequest | null {
  if (d.lines.length === 0) return null;
  const phone = normalizePhone(d.phone);
  const point = d.mode === 'delivery' ? draftPoint(d) : null;
  return {
    dishes: d.lines.map(lineBody),
    ...(phone && { phone }),
    ...(point ?? {}),
    ...(d.mode === 'pickup' && { pickup: true }),
  };
}

/**
 * The draft with a number typed (the caller's or the one to debit): the network follows the number's prefix
 * (Togocom TMONEY, Moov FLOOZ) until staff choose it themselves or take cash.
 */
export function withNumber(d: NewOrderDraft, key: 'phone' | 'payPhone', value: string): NewOrderDraft {
  const next = { ...d, [key]: value };
  if (next.methodChosen || next.method === 'cash') return next;
  const suggested = suggestNetwork(next.payPhone.trim() ? next.payPhone : next.phone);
  return suggested ? { ...next, method: suggested } : next;
}

/** The "Nouvelle commande" draft: the caller, the dishes and quantities, where and when, how it is paid. */
export function useNewOrderForm() {
  const [draft, setDraft] = useState(empty);
  const set = <K extends keyof NewOrderDraft>(key: K, value: NewOrderDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const add = (dish: NewOrderDish) => setDraft((d) => ({ ...d, lines: addDish(d.lines, dish) }));
  /** Changes one line (its quantity, choices or note); a quantity of 0 or less removes it. */
  const setLine = (uid: string, patch: Partial<Pick<NewOrderLine, 'quantity' | 'options' | 'note'>>) =>
    setDraft((d) => ({
      ...d,
      lines: d.lines
        .map((l) => (l.uid === uid ? { ...l, ...patch } : l))
        .filter((l) => l.uid !== uid || (patch.quantity ?? l.quantity) > 0),
    }));
  const setNumber = (key: 'phone' | 'payPhone', value: string) => setDraft((d) => withNumber(d, key, value));
  const setMethod = (method: NewOrderDraft['method']) =>
    setDraft((d) => ({ ...d, method, methodChosen: true }));
  const setPoint = (point: { latitude: number; longitude: number }, address?: string) =>
    setDraft((d) => ({
      ...d,
      latitude: point.latitude.toFixed(6),
      longitude: point.longitude.toFixed(6),
      ...(address !== undefined && { address }),
    }));
  return { draft, set, add, setLine, setNumber, setMethod, setPoint, reset: () => setDraft(empty) };
}
