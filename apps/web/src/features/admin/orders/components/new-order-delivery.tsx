import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import type { NewOrderDraft } from '../hooks/use-new-order-form';

type Props = {
  draft: NewOrderDraft;
  set: <K extends keyof NewOrderDraft>(k: K, v: NewOrderDraft[K]) => void;
};

/** Delivery (address and its map point: the zone rules apply) or pickup at a time; a note; where it came from. */
export function NewOrderDelivery({ draft, set }: Props) {
  return (
    <fieldset className="mb-3">
      <legend className="h6">Livraison ou retrait</legend>
      <div className="mb-2">
        <Form.Check
          inline
          type="radio"
          id="new-order-delivery"
          label="Livraison"
          checked={draft.mode === 'delivery'}
          onChange={() => set('mode', 'delivery')}
        />
        <Form.Check
          inline
          type="radio"
          id="new-order-pickup"
          label="Retrait au restaurant"
          checked={draft.mode === 'pickup'}
          onChange={() => set('mode', 'pickup')}
        />
      </div>
      {draft.mode === 'delivery' ? (
        <>
          <Form.Group className="mb-2" controlId="new-order-address">
            <Form.Label>Adresse</Form.Label>
            <Form.Control value={draft.address} onChange={(e) => set('address', e.target.value)} />
          </Form.Group>
          <Row className="g-2">
            <Col>
              <Form.Group controlId="new-order-lat">
                <Form.Label>Latitude</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  value={draft.latitude}
                  onChange={(e) => set('latitude', e.target.value)}
                />
              </Form.Group>
            </Col>
            <Col>
              <Form.Group controlId="new-order-lng">
                <Form.Label>Longitude</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  value={draft.longitude}
                  onChange={(e) => set('longitude', e.target.value)}
                />
              </Form.Group>
            </Col>
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
        <Form.Check
          inline
          type="radio"
          id="new-order-source-phone"
          label="Téléphone"
          checked={draft.source === 'phone'}
          onChange={() => set('source', 'phone')}
        />
        <Form.Check
          inline
          type="radio"
          id="new-order-source-whatsapp"
          label="WhatsApp"
          checked={draft.source === 'whatsapp'}
          onChange={() => set('source', 'whatsapp')}
        />
      </div>
    </fieldset>
  );
}
