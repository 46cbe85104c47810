import { DAY_LONG, FRENCH_MONTHS, frenchTime, type ReservationCreateInput } from '@lome/shared';

export type PickupLocation = NonNullable<ReservationCreateInput['pickup_location']>;

export const pickupLabels: Record<PickupLocation, string> = {
  restaurant: 'Au restaurant',
  drive: 'Au drive',
};

/** 'YYYY-MM-DD HH:mm:ss' (Lomé time) as 'jeudi 12 mars à 12h30': times are written one way, as the pickers do. */
export function formatPickup(reservationDate: string): string {
  const d = new Date(`${reservationDate.replace(' ', 'T')}Z`);
  if (Number.isNaN(d.getTime())) return reservationDate;
  const day = `${DAY_LONG[d.getUTCDay()]!.toLowerCase()} ${d.getUTCDate()} ${FRENCH_MONTHS[d.getUTCMonth()]}`;
  return `${day} à ${frenchTime(d)}`;
}
