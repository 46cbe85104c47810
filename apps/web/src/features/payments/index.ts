// The payments kit other features use (STYLE.md): the form that pushes a payment, the wait that follows it, and
// the words and badges for its outcome. Only this file is imported from outside the feature.
export { orderPaymentQuery } from './api/get-order-payment-status';
export { paymentFailureText } from './api/create-payment';
export { PaidConfirmation } from './components/paid-confirmation';
export { PayFlow } from './components/pay-flow';
export {
  usePayFlow,
  type PayFlowOptions,
  type PayFlowStage,
  type PromptUnderWay,
} from './hooks/use-pay-flow';
export { PaymentForm, type PaymentChoice } from './components/payment-form';
export { isPaymentEnd, PaymentWaiting, paymentEndTexts } from './components/payment-waiting';
export { StepIndicator } from './components/step-indicator';
export { progressOfStatus, type PollPhase } from './hooks/use-payment-polling';
export { failureText } from './utils/failure-text';
export { paymentBadgeOf } from './utils/payment-labels';
export { CashChoice } from './components/cash-choice';
export { CancellationNote } from './components/cancellation-note';
export { DiscountNotice } from './components/discount-notice';
export { isExpired, refundText } from './utils/refund-text';
