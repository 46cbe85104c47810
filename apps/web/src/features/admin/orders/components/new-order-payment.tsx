import Form from 'react-bootstrap/Form';
import type { NewOrderDraft } from '../hooks/use-new-order-form';

type Props = {
  draft: NewOrderDraft;
  set: <K extends keyof NewOrderDraft>(k: K, v: NewOrderDraft[K]) => void;
};

const methods = [
  ['TMONEY', 'TMONEY'],
  ['FLOOZ', 'FLOOZ'],
  ['cash', 'Espèces'],
] as const;

/** How the caller pays: the push to their phone (they approve with their PIN on the line), or cash. */
export function NewOrderPayment({ draft, set }: Props) {
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
          onChange={() => set('method', value)}
        />
      ))}
      {draft.method !== 'cash' && (
        <Form.Group className="mt-2" controlId="new-order-pay-phone">
          <Form.Label>Numéro à débiter (le client par défaut)</Form.Label>
          <Form.Control
            inputMode="tel"
            placeholder={draft.phone}
            value={draft.payPhone}
            onChange={(e) => set('payPhone', e.target.value)}
          />
        </Form.Group>
      )}
    </fieldset>
  );
}
