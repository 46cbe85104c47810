import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import {
  payoutAccountSchema,
  PAYMENT_NETWORKS,
  suggestNetwork,
  type PaymentNetwork,
  type PayoutAccount,
} from '@lome/shared';
import { apiFieldErrors, errorText, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { keepPhoneChars } from '@/lib/phone-input';
import { usePayoutAccount, useSavePayoutAccount } from '../api/payout-account';

const networkLabels: Record<PaymentNetwork, string> = {
  FLOOZ: 'Flooz (Moov Africa)',
  TMONEY: 'T-Money (Togocom)',
};

/** The mobile-money number and network a referrer's month-end payout goes to, shown to staff. */
export function PayoutAccountForm({ accountPhone }: { accountPhone: string | null | undefined }) {
  const current = usePayoutAccount();
  if (current.isPending) {
    return (
      <div className="text-center py-4" role="status">
        <Spinner aria-label="Chargement" />
      </div>
    );
  }
  if (current.isError)
    return <Alert variant="danger">{errorText(current.error, 'Erreur de chargement')}</Alert>;
  return <PayoutFields saved={current.data} accountPhone={accountPhone ?? ''} />;
}

function PayoutFields({ saved, accountPhone }: { saved: PayoutAccount; accountPhone: string }) {
  const [phone, setPhone] = useState(saved.payout_phone ?? accountPhone);
  // P6.1: until a network is chosen (or saved), it follows the number's prefix.
  const [chosen, setChosen] = useState<PaymentNetwork | undefined>(saved.payout_network ?? undefined);
  const network = chosen ?? suggestNetwork(phone) ?? 'FLOOZ';
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const save = useSavePayoutAccount();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const parsed = payoutAccountSchema.safeParse({ payout_phone: phone, payout_network: network });
    if (!parsed.success) return setFieldErrors(zodFieldErrors(parsed.error));
    setFieldErrors({});
    save.mutate(parsed.data, {
      onSuccess: (res) => {
        setPhone(res.payout_phone ?? '');
        setChosen(res.payout_network ?? undefined);
        setDone(res.message);
      },
      onError: (error) => setFieldErrors(apiFieldErrors(error)),
    });
  };

  return (
    <Form noValidate onSubmit={onSubmit} style={{ maxWidth: 480 }}>
      <p className="text-body-secondary small">
        Vos gains sont versés en fin de mois par mobile money sur ce numéro.
      </p>
      {done && (
        <Alert variant="success" role="status" onClose={() => setDone(null)} dismissible closeLabel="Fermer">
          {done}
        </Alert>
      )}
      {save.isError && !Object.keys(apiFieldErrors(save.error)).length && (
        <Alert variant="danger">{errorText(save.error, "Erreur lors de l'enregistrement")}</Alert>
      )}
      <Form.Group className="mb-3" controlId="payout-phone">
        <Form.Label>Numéro de versement</Form.Label>
        <Form.Control
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="90 00 00 00"
          value={phone}
          onChange={(e) => setPhone(keepPhoneChars(e.target.value))}
          isInvalid={!!fieldErrors.payout_phone}
        />
        <Form.Control.Feedback type="invalid">{fieldErrors.payout_phone}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-4" controlId="payout-network">
        <Form.Label>Réseau</Form.Label>
        <Form.Select
          value={network}
          onChange={(e) => setChosen(e.target.value as PaymentNetwork)}
          isInvalid={!!fieldErrors.payout_network}
        >
          {PAYMENT_NETWORKS.map((n) => (
            <option key={n} value={n}>
              {networkLabels[n]}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{fieldErrors.payout_network}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        Enregistrer
      </Button>
    </Form>
  );
}
