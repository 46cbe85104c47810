import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
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
import { paths } from '@/config/paths';
import { useAuth, type StoredUser } from '@/features/auth';
import { errorText } from '@/lib/form-errors';
import { keepPhoneChars } from '@/lib/phone-input';
import { offlineReasons } from '@/lib/use-online';
import { useOfflineGuard } from '@/components/ui/use-offline-guard';
import { sponsorActivationQueryOptions } from '../api/get-sponsor-activation';
import { useStartSponsorPayment } from '../api/start-sponsor-payment';

const STATUS_REDIRECT_MS = 3000;
const networkLabels: Record<PaymentNetwork, string> = { FLOOZ: 'FLOOZ', TMONEY: 'TMONEY' };

type State = { user?: StoredUser; paymentInfo?: PaymentInfo };

/**
 * Spec §2 /sponsor-payment: the activation amount, the sponsor's name, the number and network to charge. Right after
 * registration the page gets them from the navigation; reloaded, or opened later, a logged-in sponsor's come from
 * the server (GET /api/sponsor/activation).
 */
export function SponsorPayment() {
  const { state } = useLocation() as { state: State | null };
  const { user: stored, isAuthenticated } = useAuth();
  const fromServer = !state?.paymentInfo && isAuthenticated;
  const activation = useQuery({ ...sponsorActivationQueryOptions(), enabled: fromServer });
  const user = state?.user ?? (fromServer ? stored : null);
  const paymentInfo = state?.paymentInfo ?? activation.data?.payment_info;
  const navigate = useNavigate();
  const pay = useStartSponsorPayment();
  const [phone, setPhone] = useState(user?.phone ?? '');
  // D4: the network follows the number's prefix until the sponsor picks one.
  const [chosen, setNetwork] = useState<PaymentNetwork>();
  const network = chosen ?? suggestNetwork(phone) ?? 'FLOOZ';
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const offline = useOfflineGuard(offlineReasons.pay);

  const started = pay.data;
  useEffect(() => {
    if (!started) return;
    const id = window.setTimeout(() => {
      const query = started.payment_id ? `?payment_id=${encodeURIComponent(started.payment_id)}` : '';
      navigate(`${paths.paymentStatus}${query}`, { state: { transaction: started, user } });
    }, STATUS_REDIRECT_MS);
    return () => window.clearTimeout(id);
  }, [started, user, navigate]);

  if (fromServer && activation.isPending) {
    return (
      <section className="container py-5 text-center" role="status">
        <title>Paiement sponsor | Chez Mama Lomé</title>
        <Spinner animation="border" className="text-primary" aria-hidden="true" />
        <p className="mt-2 mb-0">Chargement des données de paiement...</p>
      </section>
    );
  }
  const settled = fromServer && activation.data?.activation_status === 'active';
  const awaiting = fromServer ? activation.data?.pending_payment : null;
  if (settled || awaiting) {
    return (
      <section className="container py-5" style={{ maxWidth: 560 }}>
        <title>Paiement sponsor | Chez Mama Lomé</title>
        {awaiting ? (
          <>
            <Alert variant="info">Un paiement de votre activation est déjà en cours.</Alert>
            <Link
              to={`${paths.paymentStatus}?payment_id=${encodeURIComponent(awaiting.payment_id)}`}
              className="btn btn-primary"
            >
              Suivre mon paiement
            </Link>
          </>
        ) : (
          <>
            <Alert variant="success">Votre compte Sponsor est déjà actif : il n'y a rien à payer.</Alert>
            <Link to={paths.sponsorDashboard} className="btn btn-primary">
              Mon tableau de bord
            </Link>
          </>
        )}
      </section>
    );
  }
  if (!user || !paymentInfo) {
    return (
      <section className="container py-5" style={{ maxWidth: 560 }}>
        <title>Paiement sponsor | Chez Mama Lomé</title>
        <Alert variant="warning">Données de paiement manquantes. Veuillez recommencer l'inscription.</Alert>
        <Link to={`${paths.register}?type=sponsor`} className="btn btn-primary">
          Retour à l'inscription
        </Link>
      </section>
    );
  }

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
