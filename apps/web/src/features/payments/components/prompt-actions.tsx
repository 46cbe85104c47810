import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { formatFcfa } from '@lome/shared';
import type { PromptUnderWay } from '../hooks/use-pay-flow';

const networkNames = { FLOOZ: 'Flooz', TMONEY: 'T-Money' } as const;

type Props = {
  prompt: PromptUnderWay;
  amount: number;
  /** A new prompt is on its way. */
  sending: boolean;
  error: string | null;
  onChangeNumber: () => void;
  onResend: () => void;
};

/**
 * Under the wait: where the prompt rang and for how much, and a way out at once (decision 0077): another number or
 * network, or the same prompt sent again. The one under way is ended; a late confirmation of it still counts.
 */
export function PromptActions({ prompt, amount, sending, error, onChangeNumber, onResend }: Props) {
  return (
    <div className="border-top pt-3 mt-2">
      <p className="small mb-2 text-center">
        Demande envoyée au <strong>{prompt.phone}</strong> ({networkNames[prompt.network]}) pour{' '}
        <strong>{formatFcfa(amount)}</strong>.
      </p>
      <p className="small text-body-secondary text-center mb-2">
        Rien ne s'affiche sur votre téléphone ? Renvoyez la demande, ou payez avec un autre numéro.
      </p>
      <div className="d-flex gap-2 justify-content-center flex-wrap">
        <Button variant="outline-primary" size="sm" disabled={sending} onClick={onChangeNumber}>
          Changer de numéro
        </Button>
        <Button variant="outline-secondary" size="sm" disabled={sending} onClick={onResend}>
          Réessayer
        </Button>
      </div>
      {error && (
        <Alert variant="danger" className="mt-2 py-2 small mb-0" role="alert">
          {error}
        </Alert>
      )}
    </div>
  );
}
