import Form from 'react-bootstrap/Form';
import type { StaffCustomer } from '@lome/shared';
import type { NewOrderDraft } from '../hooks/use-new-order-form';
import { NewOrderPoint } from './new-order-point';

type Props = {
  draft: NewOrderDraft;
  set: <K extends keyof NewOrderDraft>(k: K, v: NewOrderDraft[K]) => void;
  setPoint: (point: { latitude: number; longitude: number }, address?: string) => void;
  caller: StaffCustomer | undefined;
};

type Choice<T extends string> = { value: T; id: string; label: string };

/** A row of inline radios, one per choice. */
function InlineChoices<T extends string>({
  choices,
  value,
  onChange,
}: {
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return choices.map((c) => (
    <Form.Check
      key={c.value}
      inline
      type="radio"
      id={c.id}
      label={c.label}
      checked={value === c.value}
      onChange={() => onChange(c.value)}
    />
  ));
}

const modes: Choice<NewOrderDraft['mode']>[] = [
  { value: 'delivery', id: 'new-order-delivery', label: 'Livraison' },
  { value: 'pickup', id: 'new-order-pickup', label: 'Retrait au restaurant' },
];
const sources: Choice<NewOrderDraft['source']>[] = [
  { value: 'phone', id: 'new-order-source-phone', label: 'Téléphone' },
  { value: 'whatsapp', id: 'new-order-source-whatsapp', label: 'WhatsApp' },
  { value: 'counter', id: 'new-order-source-counter', label: 'Comptoir' },
];

/** Delivery (address and its map point: the zone rules apply) or pickup at a time; a note; where it came from. */
export function NewOrderDelivery({ draft, set, setPoint, caller }: Props) {
  return (
    <fieldset className="mb-3">
      <legend className="h6">Livraison ou retrait</legend>
      <div className="mb-2">
        <InlineChoices choices={modes} value={draft.mode} onChange={(v) => set('mode', v)} />
      </div>
      {draft.mode === 'delivery' ? (
        <>
          <Form.Group className="mb-2" controlId="new-order-address">
            <Form.Label>Adresse</Form.Label>
            <Form.Control value={draft.address} onChange={(e) => set('address', e.target.value)} />
          </Form.Group>
          <NewOrderPoint draft={draft} set={set} setPoint={setPoint} caller={caller} />
        </>
      ) : (
        <Form.Group controlId="new-order-pickup-at">
          <Form.Label>Heure de retrait</Form.Label>
          <Form.Control
            type="datetime-local"
            step={900}
            value={draft.pickupAt}
            onChange={(e) => set('pickupAt', e.target.value)}
          />
        </Form.Group>
      )}
      <Form.Group className="mt-2" controlId="new-order-notes">
        <Form.Label>Note (facultative)</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={draft.notes}
          onChange={(e) => set('notes', e.target.value)}
        />
      </Form.Group>
      <div className="mt-2">
        <span className="me-2">Reçue par</span>
        <InlineChoices choices={sources} value={draft.source} onChange={(v) => set('source', v)} />
      </div>
    </fieldset>
  );
}
