import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { PAYMENT_ENDED_UNPAID_STATUSES, paymentMessages } from '@lome/shared';
import type { PollPhase } from '../hooks/use-payment-polling';

/** How a wait can end without the payment going through. */
export type PaymentEndPhase = Exclude<PollPhase, 'idle' | 'waiting' | 'paid' | 'unpaid'>;

/**
 * Why a payment did not go through, in the customer's words. "Aucun montant n'a été débité" only where the
 * operator said so: a failed check or a cancelled order may come after the money was taken.
 */
export const paymentEndTexts: Record<PaymentEndPhase, string> = {
  cancelled: "Le paiement a été annulé. Aucun montant n'a été débité.",
  // Also what the customer reads when our own time limit ends first: PayGate may still take a late confirmation,
  // which is then applied (re-checked for a day, docs/decisions/0007).
  expired:
    "Le paiement n'a pas été confirmé à temps. Si vous le validez encore sur votre téléphone, il sera pris en compte ; sinon, aucun montant n'a été débité.",
  failed:
    "Le paiement n'a pas abouti. Si un montant a quand même été débité, contactez-nous : il vous sera remboursé.",
  timeout: paymentMessages.timeout,
  refund_pending:
    'Paiement reçu, mais la commande a été annulée entre-temps. Le remboursement est en cours : notre équipe vous contactera.',
  order_cancelled:
    'La commande a été annulée entre-temps. Ne validez plus le paiement sur votre téléphone ; si un montant a été débité, il vous sera remboursé.',
};

/** Ends after which paying again makes sense; a cancelled order cannot be paid any more. */
const retryable = new Set<PollPhase>([...PAYMENT_ENDED_UNPAID_STATUSES, 'timeout']);

export const isPaymentEnd = (phase: PollPhase): phase is PaymentEndPhase =>
  Object.hasOwn(paymentEndTexts, phase);

type Props = {
  phase: PollPhase;
  error: string | null;
  onRetry?: () => void;
  /** PayGate's answer to the push was lost: the server asks PayGate, the phone may ring all the same (0047). */
  verifying?: boolean;
};

/** Step 'waiting': the customer confirms on the phone while the status is polled; a failure offers a retry. */
export function PaymentWaiting({ phase, error, onRetry, verifying = false }: Props) {
  if (isPaymentEnd(phase)) {
    const canRetry = retryable.has(phase);
    return (
      <div>
        <Alert variant={canRetry ? 'danger' : 'warning'} role="alert">
          {paymentEndTexts[phase]}
        </Alert>
        {onRetry && canRetry && (
          <Button className="w-100" onClick={onRetry}>
            Réessayer le paiement
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="text-center py-3" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" className="mb-3" aria-hidden="true" />
      {verifying ? (
        <p className="fw-semibold mb-0">{paymentMessages.verifying}</p>
      ) : (
        <>
          <p className="fw-semibold mb-1">En attente de votre confirmation</p>
          <p className="text-body-secondary small mb-0">
            Validez le paiement sur votre téléphone (code secret mobile money). Cette fenêtre se met à jour
            toute seule.
          </p>
        </>
      )}
      {error && (
        <Alert variant="warning" className="mt-3 py-2 small mb-0">
          {error}
        </Alert>
      )}
    </div>
  );
}
