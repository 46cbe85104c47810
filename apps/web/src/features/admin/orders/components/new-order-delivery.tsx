import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import type { NewOrderDraft } from '../hooks/use-new-order-form';

type Props = {
  draft: NewOrderDraft;
  set: <K extends keyof NewOrderDraft>(k: K, v: NewOrderDraft[K]) => void;
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

function CoordinateField({
  controlId,
  label,
  value,
  onChange,
}: {
  controlId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Col>
      <Form.Group controlId={controlId}>
        <Form.Label>{label}</Form.Label>
        <Form.Control inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} />
      </Form.Group>
    </Col>
  );
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
export function NewOrderDelivery({ draft, set }: Props) {
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
          <Row className="g-2">
            <CoordinateField
              controlId="new-order-lat"
              label="Latitude"
              value={draft.latitude}
              onChange={(v) => set('latitude', v)}
            />
            <CoordinateField
              controlId="new-order-lng"
              label="Longitude"
              value={draft.longitude}
              onChange={(v) => set('longitude', v)}
            />
          </Row>
          <Form.Text>Le point envoyé par le client sur WhatsApp, ou pris sur la carte.</Form.Text>
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
