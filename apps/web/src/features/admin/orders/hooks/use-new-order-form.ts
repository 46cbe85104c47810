import { useState } from 'react';
import type { StaffOrderCreateInput } from '@lome/shared';

export type NewOrderLine = { dish_id: string; name: string; price: number; quantity: number };

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
    dishes: d.lines.map((l) => ({ dish_id: l.dish_id, quantity: l.quantity })),
    ...delivery,
    ...(d.notes && { notes: d.notes }),
    source: d.source,
    payment: { method: d.method, ...(d.payPhone && d.method !== 'cash' && { phone_number: d.payPhone }) },
  };
}

/** The "Nouvelle commande" draft: the caller, the dishes and quantities, where and when, how it is paid. */
export function useNewOrderForm() {
  const [draft, setDraft] = useState(empty);
  const set = <K extends keyof NewOrderDraft>(key: K, value: NewOrderDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setQuantity = (line: Omit<NewOrderLine, 'quantity'>, quantity: number) =>
    setDraft((d) => {
      const others = d.lines.filter((l) => l.dish_id !== line.dish_id);
      const at = d.lines.findIndex((l) => l.dish_id === line.dish_id);
      if (quantity <= 0) return { ...d, lines: others };
      const lines = [...d.lines];
      if (at >= 0) lines[at] = { ...line, quantity };
      else lines.push({ ...line, quantity });
      return { ...d, lines };
    });
  return { draft, set, setQuantity, reset: () => setDraft(empty) };
}
