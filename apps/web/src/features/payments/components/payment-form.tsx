import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { formatFcfa, phoneSchema, suggestNetwork, PAYMENT_NETWORKS, type PaymentNetwork } from '@lome/shared';
import { useOfflineGuard } from '@/components/ui/use-offline-guard';
import { offlineReasons } from '@/lib/use-online';

export type PaymentChoice = { network: PaymentNetwork; phone_number: string };

const networkLabels: Record<PaymentNetwork, string> = {
  FLOOZ: 'Flooz (Moov Africa)',
  TMONEY: 'T-Money (Togocom)',
};

type Props = {
  /** The server's total (P1.2); shown, never sent. */
  amount: number;
  defaultPhone?: string;
  /** The network chosen before, so a retry does not fall back to FLOOZ. */
  defaultNetwork?: PaymentNetwork;
  submitting: boolean;
  error: string | null;
  onSubmit: (choice: PaymentChoice) => void;
  children?: ReactNode;
};

/**
 * Mobile-money network and the number to charge (P11.1 payment step, P6.1). The network follows the number's
 * prefix (FLOOZ when it says nothing) until the customer picks one; then their choice stands.
 */
export function PaymentForm({
  amount,
  defaultPhone = '',
  defaultNetwork,
  submitting,
  error,
  onSubmit,
  children,
}: Props) {
  const id = useId();
  const phoneInput = useRef<HTMLInputElement>(null);
  const [chosen, setNetwork] = useState<PaymentNetwork | undefined>(defaultNetwork);
  const [phone, setPhone] = useState(defaultPhone);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  // P6.1: the prefix only suggests the network; the customer's choice stands.
  const suggested = suggestNetwork(phone);
  const network = chosen ?? suggested ?? 'FLOOZ';
  // No payment starts offline: every screen that charges goes through this form (checkout, orders, reservations).
  const offline = useOfflineGuard(offlineReasons.pay);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The disabled button stops the tap; a submit from elsewhere (a script, an assistive tool) stops here.
    if (!offline.online) return;
    const parsed = phoneSchema.safeParse(phone);
    if (!parsed.success) {
      setPhoneError(parsed.error.issues[0]?.message ?? null);
      phoneInput.current?.focus();
      return;
    }
    setPhoneError(null);
    onSubmit({ network, phone_number: parsed.data });
  };

  return (
    <Form noValidate onSubmit={submit}>
      {children}
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 border rounded p-3 mb-3 bg-body-tertiary">
        <span>Montant à payer</span>
        <strong className="fs-4" data-testid="payment-amount">
          {formatFcfa(amount)}
        </strong>
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-2">Réseau de paiement</legend>
        <div className="row g-2">
          {PAYMENT_NETWORKS.map((n) => (
            <div className="col-6" key={n}>
              <input
                type="radio"
                className="btn-check"
                name={`${id}-network`}
                id={`${id}-${n}`}
                value={n}
                checked={network === n}
                onChange={() => setNetwork(n)}
              />
              <label className="btn btn-outline-primary w-100 py-2" htmlFor={`${id}-${n}`}>
                <span className="d-block fw-bold">{n}</span>
                <small className="d-block">{networkLabels[n]}</small>
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <Form.Group className="mb-3" controlId={`${id}-phone`}>
        <Form.Label>Numéro de paiement</Form.Label>
        <Form.Control
          ref={phoneInput}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="90 00 00 00"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          isInvalid={!!phoneError}
          aria-invalid={!!phoneError}
          aria-describedby={phoneError ? `${id}-phone-error ${id}-phone-help` : `${id}-phone-help`}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-phone-error`}>
          {phoneError}
        </Form.Control.Feedback>
        <Form.Text id={`${id}-phone-help`}>
          {suggested && suggested !== network
            ? `Ce numéro ressemble à un numéro ${suggested} : vérifiez le réseau choisi.`
            : 'Vous recevrez une demande de confirmation sur ce téléphone.'}
        </Form.Text>
      </Form.Group>
      {error && (
        <Alert variant="danger" className="py-2" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-100" {...offline.buttonProps(submitting)}>
        {submitting ? (
          <>
            <Spinner size="sm" className="me-2" aria-hidden="true" />
            Traitement en cours...
          </>
        ) : (
          `Payer ${formatFcfa(amount)}`
        )}
      </Button>
      {offline.hint}
    </Form>
  );
}
