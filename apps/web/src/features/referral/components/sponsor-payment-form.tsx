import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import {
  formatFcfa,
  fullName,
  paymentMessages,
  PAYMENT_NETWORKS,
  phoneSchema,
  suggestNetwork,
  type PaymentInfo,
  type PaymentNetwork,
} from '@lome/shared';
import type { StoredUser } from '@/features/auth';
import { errorText } from '@/lib/form-errors';
import { keepPhoneChars } from '@/lib/phone-input';
import { offlineReasons } from '@/lib/use-online';
import { useOfflineGuard } from '@/components/ui/use-offline-guard';
import type { SponsorPaymentStart } from '../hooks/use-sponsor-payment-start';

const networkLabels: Record<PaymentNetwork, string> = { FLOOZ: 'FLOOZ', TMONEY: 'TMONEY' };

type Props = { user: StoredUser; paymentInfo: PaymentInfo; pay: SponsorPaymentStart };

/** The activation's amount, and the number and network to charge. */
export function SponsorPaymentForm({ user, paymentInfo, pay }: Props) {
  const [phone, setPhone] = useState(user.phone ?? '');
  // P6.1: the network follows the number's prefix until the sponsor picks one.
  const [chosen, setNetwork] = useState<PaymentNetwork>();
  const network = chosen ?? suggestNetwork(phone) ?? 'FLOOZ';
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const offline = useOfflineGuard(offlineReasons.pay);

  const started = pay.data;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!offline.online) return;
    const parsed = phoneSchema.safeParse(phone);
    if (!parsed.success) return setPhoneError(parsed.error.issues[0]?.message ?? null);
    setPhoneError(null);
    pay.mutate({ user_id: user.id, phone_number: parsed.data, network });
  };

  const processing = pay.isPending || !!started;

  return (
    <section className="container py-4 py-md-5" style={{ maxWidth: 560 }}>
      <title>Paiement sponsor | Chez Mama Lomé</title>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-3 p-sm-4">
          <h1 className="h3 mb-3">Activation de votre compte Sponsor</h1>
          <dl className="mb-4">
            <dt className="small text-body-secondary">Sponsor</dt>
            <dd className="fw-semibold">{fullName(user.firstname, user.lastname)}</dd>
            <dt className="small text-body-secondary">Montant à payer</dt>
            <dd className="fs-4 fw-bold text-primary" data-testid="sponsor-amount">
              {formatFcfa(paymentInfo.amount)}
            </dd>
            {paymentInfo.kit_description && (
              <>
                <dt className="small text-body-secondary">Kit offert à l'activation</dt>
                <dd>{paymentInfo.kit_description}</dd>
              </>
            )}
          </dl>

          <Form noValidate onSubmit={onSubmit}>
            <Form.Group className="mb-3" controlId="sponsor-phone">
              <Form.Label>Numéro de téléphone mobile money</Form.Label>
              <Form.Control
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                value={phone}
                onChange={(e) => setPhone(keepPhoneChars(e.target.value))}
                isInvalid={!!phoneError}
              />
              <Form.Control.Feedback type="invalid">{phoneError}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-4" controlId="sponsor-network">
              <Form.Label>Réseau</Form.Label>
              <Form.Select value={network} onChange={(e) => setNetwork(e.target.value as PaymentNetwork)}>
                {PAYMENT_NETWORKS.map((n) => (
                  <option key={n} value={n}>
                    {networkLabels[n]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            {pay.isError && <Alert variant="danger">{errorText(pay.error, 'Erreur de paiement')}</Alert>}
            {started && (
              <Alert variant="success" role="status">
                {started.message || paymentMessages.started}
              </Alert>
            )}
            <Button type="submit" size="lg" className="w-100" {...offline.buttonProps(processing)}>
              {processing ? (
                <>
                  <Spinner size="sm" className="me-2" aria-hidden="true" />
                  Traitement en cours...
                </>
              ) : (
                `Payer ${formatFcfa(paymentInfo.amount)}`
              )}
            </Button>
            {offline.hint}
          </Form>
        </Card.Body>
      </Card>
    </section>
  );
}
