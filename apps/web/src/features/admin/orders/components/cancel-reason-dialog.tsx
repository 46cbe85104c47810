import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { cancelMessages, formatFcfa, STAFF_CANCEL_REASONS } from '@lome/shared';

const OTHER = 'Autre';
const REASON_MAX = 200;

type Target = { code_commande: string; is_paid: boolean; total_price: number };
type Props = {
  /** The order to cancel; null closes the dialog. */
  order: Target | null;
  pending: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onHide: () => void;
};

/** Staff cancel an order with a reason the customer reads: one of the usual ones, or their own words. */
export function CancelReasonDialog({ order, pending, error, onConfirm, onHide }: Props) {
  const id = useId();
  return (
    <Modal show={order !== null} onHide={onHide} centered aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          Annuler la commande {order?.code_commande}
        </Modal.Title>
      </Modal.Header>
      {order && (
        <ReasonForm
          key={order.code_commande}
          order={order}
          pending={pending}
          error={error}
          onConfirm={onConfirm}
          onHide={onHide}
        />
      )}
    </Modal>
  );
}

function ReasonForm({ order, pending, error, onConfirm, onHide }: Props & { order: Target }) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const reason = choice === OTHER ? other.trim() : choice;
    const refusal = !reason ? cancelMessages.reasonRequired : null;
    setProblem(refusal);
    if (!refusal) onConfirm(reason);
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <fieldset>
          <legend className="form-label fs-6">Motif (affiché au client)</legend>
          {[...STAFF_CANCEL_REASONS, OTHER].map((r) => (
            <Form.Check
              key={r}
              type="radio"
              id={`${id}-${r}`}
              name={`${id}-reason`}
              label={r}
              checked={choice === r}
              onChange={() => setChoice(r)}
            />
          ))}
        </fieldset>
        {choice === OTHER && (
          <Form.Group className="mt-2" controlId={`${id}-other`}>
            <Form.Label>Précisez le motif</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={REASON_MAX}
              value={other}
              onChange={(e) => setOther(e.target.value)}
            />
          </Form.Group>
        )}
        {order.is_paid && (
          <p className="small mt-3 mb-0">
            Cette commande est payée : {formatFcfa(order.total_price)} seront à rembourser au client (suivi
            dans Argent).
          </p>
        )}
        {(problem ?? error) && (
          <Alert variant="danger" className="py-2 mt-3 mb-0" role="alert">
            {problem ?? error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={pending}>
          Ne pas annuler
        </Button>
        <Button type="submit" variant="danger" disabled={pending}>
          {pending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          Annuler la commande
        </Button>
      </Modal.Footer>
    </Form>
  );
}
