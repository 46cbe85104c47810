import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { paymentMessages } from '@lome/shared';
import type { PollPhase } from '../hooks/use-payment-polling';

/** Why a payment did not go through, in the customer's words. */
export const paymentEndTexts: Record<'cancelled' | 'expired' | 'failed' | 'timeout', string> = {
  cancelled: "Le paiement a été annulé. Aucun montant n'a été débité.",
  expired: "Le paiement a expiré sans confirmation. Aucun montant n'a été débité.",
  failed: "Le paiement n'a pas abouti. Aucun montant n'a été débité.",
  timeout: paymentMessages.timeout,
};

type Props = { phase: PollPhase; error: string | null; onRetry?: () => void };

/** Step 'waiting': the customer confirms on the phone while the status is polled; a failure offers a retry. */
export function PaymentWaiting({ phase, error, onRetry }: Props) {
  if (phase === 'cancelled' || phase === 'expired' || phase === 'failed' || phase === 'timeout') {
    return (
      <div>
        <Alert variant="danger" role="alert">
          {paymentEndTexts[phase]}
        </Alert>
        {onRetry && (
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
      <p className="fw-semibold mb-1">En attente de votre confirmation</p>
      <p className="text-body-secondary small mb-0">
        Validez le paiement sur votre téléphone (code secret mobile money). Cette fenêtre se met à jour toute
        seule.
      </p>
      {error && (
        <Alert variant="warning" className="mt-3 py-2 small mb-0">
          {error}
        </Alert>
      )}
    </div>
  );
}
