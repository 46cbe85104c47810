import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import type { StaffCustomer } from '@lome/shared';
import { DeliveryMap } from '@/features/checkout';
import { useCallerAddresses } from '../api/get-caller-addresses';
import { draftPoint, type NewOrderDraft } from '../hooks/use-new-order-form';
import { LOME_LANDMARKS } from '../lib/landmarks';

type Props = {
  draft: NewOrderDraft;
  set: <K extends keyof NewOrderDraft>(k: K, v: NewOrderDraft[K]) => void;
  setPoint: (point: { latitude: number; longitude: number }, address?: string) => void;
  /** The caller on file, whose saved addresses are offered. */
  caller: StaffCustomer | undefined;
};

function CoordinateField(props: {
  controlId: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Col>
      <Form.Group controlId={props.controlId}>
        <Form.Label className="small mb-0">{props.label}</Form.Label>
        <Form.Control
          size="sm"
          inputMode="decimal"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </Form.Group>
    </Col>
  );
}

/**
 * Where the caller is: one of their saved addresses, a landmark of Lomé, a tap on the map, or the coordinates
 * of the location they sent on WhatsApp; the fee follows the point (P3.3).
 */
export function NewOrderPoint({ draft, set, setPoint, caller }: Props) {
  const saved = useCallerAddresses(caller?.id).data?.addresses ?? [];
  const point = draftPoint(draft);
  return (
    <>
      <Row className="g-2 mb-2">
        {saved.length > 0 && (
          <Col sm={6}>
            <Form.Group controlId="new-order-saved-address">
              <Form.Label>Adresse enregistrée du client</Form.Label>
              <Form.Select
                value=""
                onChange={(e) => {
                  const a = saved.find((s) => s.id === e.target.value);
                  if (a) setPoint(a, `${a.label} : ${a.description}`);
                }}
              >
                <option value="">Choisir…</option>
                {saved.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.label} : {a.description}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
        )}
        <Col sm={6}>
          <Form.Group controlId="new-order-landmark">
            <Form.Label>Repère</Form.Label>
            <Form.Select
              value=""
              onChange={(e) => {
                const l = LOME_LANDMARKS.find((m) => m.name === e.target.value);
                if (l) setPoint(l, draft.address.trim() ? undefined : `Près de : ${l.name}`);
              }}
            >
              <option value="">Choisir un lieu connu…</option>
              {LOME_LANDMARKS.map((l) => (
                <option key={l.name} value={l.name}>
                  {l.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
      <DeliveryMap
        position={point}
        onChange={(p) => setPoint(p)}
        label="Carte : touchez pour placer le point de livraison"
      />
      <p className="small mt-1 mb-1" aria-live="polite">
        {point ? (
          <span className="text-success">Point de livraison placé.</span>
        ) : (
          <span className="text-body-secondary">
            Choisissez une adresse enregistrée ou un repère, ou touchez la carte à l'endroit de livraison.
          </span>
        )}
      </p>
      <Row className="g-2">
        <CoordinateField
          controlId="new-order-lat"
          label="Latitude (position WhatsApp)"
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
    </>
  );
}
