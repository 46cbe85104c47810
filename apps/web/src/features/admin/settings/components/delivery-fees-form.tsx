import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { deliveryFeeMessages, MAX_DELIVERY_BANDS, type DeliveryFees } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useDeliveryFees } from '../api/get-delivery-fees';
import { useDeliveryFeesForm, type BandDraft } from '../hooks/use-delivery-fees-form';

type FeesForm = ReturnType<typeof useDeliveryFeesForm>;

function BandRow({ form, index, band }: { form: FeesForm; index: number; band: BandDraft }) {
  const from = index === 0 ? '0' : form.draft.bands[index - 1]!.up_to_km || '…';
  const error = form.errors[`bands.${index}.up_to_km`] ?? form.errors[`bands.${index}.fee`];
  const id = `delivery-band-${index}`;
  return (
    <fieldset className="mb-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 mb-1">Tranche {index + 1}</legend>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <InputGroup style={{ maxWidth: 190 }}>
          <InputGroup.Text>de {from} à</InputGroup.Text>
          <Form.Control
            aria-label={`Tranche ${index + 1} : jusqu’à (km)`}
            inputMode="numeric"
            value={band.up_to_km}
            isInvalid={!!form.errors[`bands.${index}.up_to_km`]}
            onChange={(e) => form.setBand(index, 'up_to_km', e.target.value)}
          />
          <InputGroup.Text>km</InputGroup.Text>
        </InputGroup>
        <InputGroup style={{ maxWidth: 190 }}>
          <Form.Control
            aria-label={`Tranche ${index + 1} : frais (FCFA)`}
            inputMode="numeric"
            value={band.fee}
            isInvalid={!!form.errors[`bands.${index}.fee`]}
            onChange={(e) => form.setBand(index, 'fee', e.target.value)}
          />
          <InputGroup.Text>FCFA</InputGroup.Text>
        </InputGroup>
        <Button
          variant="outline-danger"
          size="sm"
          aria-label={`Supprimer la tranche ${index + 1}`}
          onClick={() => form.removeBand(index)}
        >
          Supprimer
        </Button>
      </div>
      {error && (
        <div id={`${id}-error`} className="small text-danger mt-1">
          {error}
        </div>
      )}
    </fieldset>
  );
}

function FeesForm({ initial }: { initial: DeliveryFees }) {
  const form = useDeliveryFeesForm(initial);
  const fieldErrors = Object.values(form.errors).some(Boolean);
  return (
    <form
      noValidate
      aria-labelledby="delivery-fees-title"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <p className="small text-body-secondary">
        Les frais d’une livraison sont ceux de la tranche de sa distance au restaurant ; une adresse au-delà
        de la dernière tranche est refusée. Sans tranche, les frais de livraison ci-dessus s’appliquent à
        toute distance.
      </p>
      {form.draft.bands.map((band, i) => (
        <BandRow key={i} form={form} index={i} band={band} />
      ))}
      {form.errors.bands && <div className="small text-danger mb-2">{form.errors.bands}</div>}
      {form.draft.bands.length < MAX_DELIVERY_BANDS && (
        <Button variant="outline-primary" size="sm" className="mb-3" onClick={form.addBand}>
          Ajouter une tranche
        </Button>
      )}
      <Form.Group className="mb-3" controlId="delivery-min-order">
        <Form.Label>Minimum de commande en livraison</Form.Label>
        <InputGroup hasValidation style={{ maxWidth: 240 }}>
          <Form.Control
            inputMode="numeric"
            value={form.draft.min_order_total}
            isInvalid={!!form.errors.min_order_total}
            aria-describedby="delivery-min-order-help"
            onChange={(e) => form.setMinimum(e.target.value)}
          />
          <InputGroup.Text>FCFA</InputGroup.Text>
          <Form.Control.Feedback type="invalid">{form.errors.min_order_total}</Form.Control.Feedback>
        </InputGroup>
        <Form.Text id="delivery-min-order-help">
          Total des plats en dessous duquel une livraison est refusée ; 0 pour aucun minimum.
        </Form.Text>
      </Form.Group>
      {form.error && !fieldErrors && (
        <Alert variant="danger">{errorText(form.error, 'Les frais n’ont pas pu être enregistrés.')}</Alert>
      )}
      {fieldErrors && <Alert variant="danger">Corrigez les champs signalés.</Alert>}
      {form.saved && (
        <Alert variant="success" role="status">
          {deliveryFeeMessages.saved}
        </Alert>
      )}
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Enregistrement…' : 'Enregistrer les frais de livraison'}
      </Button>
    </form>
  );
}

/** Réglages' delivery fees by distance and the minimum order (P3.3). */
export function DeliveryFeesSection() {
  const fees = useDeliveryFees();
  return (
    <section className="mb-5" style={{ maxWidth: 560 }}>
      <h2 id="delivery-fees-title" className="h5">
        Frais de livraison par distance
      </h2>
      {fees.isPending ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Chargement…</span>
        </Spinner>
      ) : fees.isError ? (
        <Alert variant="danger">{errorText(fees.error, 'Les frais n’ont pas pu être chargés.')}</Alert>
      ) : (
        <FeesForm initial={fees.data} />
      )}
    </section>
  );
}
