import Form from 'react-bootstrap/Form';
import { suggestNetwork } from '@lome/shared';
import type { NewOrderDraft } from '../hooks/use-new-order-form';

type Props = {
  draft: NewOrderDraft;
  setMethod: (method: NewOrderDraft['method']) => void;
  setNumber: (key: 'payPhone', value: string) => void;
};

const methods = [
  ['TMONEY', 'TMONEY'],
  ['FLOOZ', 'FLOOZ'],
  ['cash', 'Espèces'],
] as const;

/**
 * How the caller pays: the push to their phone (they approve with their PIN on the line), or cash. The network
 * is proposed from the number's prefix; staff may choose another.
 */
export function NewOrderPayment({ draft, setMethod, setNumber }: Props) {
  const suggested = suggestNetwork(draft.payPhone.trim() ? draft.payPhone : draft.phone);
  return (
    <fieldset className="mb-2">
      <legend className="h6">Paiement</legend>
      {methods.map(([value, label]) => (
        <Form.Check
          key={value}
          inline
          type="radio"
          id={`new-order-pay-${value}`}
          label={label}
          checked={draft.method === value}
          onChange={() => setMethod(value)}
        />
      ))}
      {draft.method !== 'cash' && (
        <>
          {suggested && (
            <Form.Text className="d-block">
              {suggested === draft.method
                ? `${suggested} proposé d'après le numéro.`
                : `Le numéro est un numéro ${suggested} : vérifiez le réseau avec le client.`}
            </Form.Text>
          )}
          <Form.Group className="mt-2" controlId="new-order-pay-phone">
            <Form.Label>Numéro à débiter (le client par défaut)</Form.Label>
            <Form.Control
              inputMode="tel"
              placeholder={draft.phone}
              value={draft.payPhone}
              onChange={(e) => setNumber('payPhone', e.target.value)}
            />
          </Form.Group>
        </>
      )}
    </fieldset>
  );
}
