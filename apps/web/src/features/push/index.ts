// This phone's Web Push notifications (decision 0045), offered by the order confirmation and the staff board.
// Only this file is imported from outside the feature.
export { PushSwitch } from './components/push-switch';
