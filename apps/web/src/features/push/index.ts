// This phone's Web Push notifications (decision 0045), offered where a customer waits (the order and reservation
// pages) and on the staff board. Only this file is imported from outside the feature.
export { PushSwitch } from './components/push-switch';
export { OrderPushOffer, ReservationPushOffer } from './components/wait-offers';
