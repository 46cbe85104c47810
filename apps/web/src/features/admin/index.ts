// The staff back-office's screens, as app/routes/admin*.tsx show them (STYLE.md: a feature is imported through
// its index).
export { OrderBoard } from './orders/components/order-board';
