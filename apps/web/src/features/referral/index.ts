// What other features may use of the referral programme (STYLE.md: features meet through index.ts only).
export { ActivationPendingBanner } from './components/activation-pending-banner';
export { isPendingSponsor } from './utils/referral-labels';
