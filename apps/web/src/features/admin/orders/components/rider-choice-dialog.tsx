import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormModal } from '@/components/ui/form-modal';
import { useActiveRiders } from '../api/get-active-riders';

/** 'Passer en livraison' asks who takes the order; 'Sans livreur désigné' keeps the old move. */
export function RiderChoiceDialog({
  code,
  pending,
  error,
  onConfirm,
  onHide,
}: {
  /** The order's code; null keeps the dialog closed. */
  code: string | null;
  pending: boolean;
  error: string | null;
  onConfirm: (riderId: string | undefined) => void;
  onHide: () => void;
}) {
  const riders = useActiveRiders(code !== null);
  const [choice, setChoice] = useState('');
  if (code === null) return null;
  const list = riders.data?.riders ?? [];
  return (
    <FormModal
      title={`Qui livre ${code} ?`}
      onHide={onHide}
      onSubmit={() => onConfirm(choice || undefined)}
      pending={pending}
      submitLabel="Passer en livraison"
      centered
    >
      {riders.isPending ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">Chargement…</span>
        </Spinner>
      ) : (
        <fieldset>
          <legend className="visually-hidden">Livreur</legend>
          {list.map((r) => (
            <Form.Check
              key={r.id}
              type="radio"
              name="rider"
              id={`rider-${r.id}`}
              className="mb-2 fs-5"
              label={`${r.firstname} · ${r.phone}`}
              checked={choice === r.id}
              onChange={() => setChoice(r.id)}
            />
          ))}
          <Form.Check
            type="radio"
            name="rider"
            id="rider-none"
            label="Sans livreur désigné"
            checked={choice === ''}
            onChange={() => setChoice('')}
          />
          {list.length === 0 && (
            <p className="small text-body-secondary mt-2 mb-0">
              Aucun livreur actif : un administrateur les ajoute dans «&nbsp;Livreurs&nbsp;».
            </p>
          )}
        </fieldset>
      )}
      {error && (
        <Alert variant="danger" className="mt-3 mb-0">
          {error}
        </Alert>
      )}
    </FormModal>
  );
}
