import type { ReservationStatus } from '@lome/shared';

/** Badge colours of a reservation's status, as for orders. */
export const reservationStatusVariants: Record<ReservationStatus, string> = {
  pending: 'warning',
  confirmed: 'success',
  ready: 'info',
  picked_up: 'secondary',
  no_show: 'dark',
  cancelled: 'danger',
};
