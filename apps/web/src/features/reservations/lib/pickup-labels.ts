import { frenchDateFormat, type ReservationCreateInput } from '@lome/shared';

export type PickupLocation = NonNullable<ReservationCreateInput['pickup_location']>;

export const pickupLabels: Record<PickupLocation, string> = {
  restaurant: 'Au restaurant',
  drive: 'Au drive',
};

const dateTime = frenchDateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD HH:mm:ss' (Lomé time) as 'jeudi 12 mars à 12:30'. */
export function formatPickup(reservationDate: string): string {
  const d = new Date(`${reservationDate.replace(' ', 'T')}Z`);
  return Number.isNaN(d.getTime()) ? reservationDate : dateTime(d);
}
