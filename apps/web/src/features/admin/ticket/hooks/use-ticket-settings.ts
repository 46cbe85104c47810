import { useSyncExternalStore } from 'react';

/** Thermal roll widths the ticket is laid out for. */
export const TICKET_WIDTHS = [80, 58] as const;
export type TicketWidth = (typeof TICKET_WIDTHS)[number];

// Kept on this computer only (localStorage): each counter has its own printer, and its own habit.
const WIDTH_KEY = 'ticket_width';
const AUTO_KEY = 'ticket_auto_print';
const listeners = new Set<() => void>();

export const ticketSettings = {
  width: (): TicketWidth => (localStorage.getItem(WIDTH_KEY) === '58' ? 58 : 80),
  autoPrint: (): boolean => localStorage.getItem(AUTO_KEY) === 'true',
  setWidth(width: TicketWidth) {
    localStorage.setItem(WIDTH_KEY, String(width));
    listeners.forEach((l) => l());
  },
  setAutoPrint(on: boolean) {
    if (on) localStorage.setItem(AUTO_KEY, 'true');
    else localStorage.removeItem(AUTO_KEY);
    listeners.forEach((l) => l());
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The roll's width and whether each accepted order prints itself, as this computer remembers them. */
export function useTicketSettings() {
  const width = useSyncExternalStore(subscribe, ticketSettings.width, () => 80 as TicketWidth);
  const autoPrint = useSyncExternalStore(subscribe, ticketSettings.autoPrint, () => false);
  return { width, autoPrint };
}
