import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { PAUSE_CHOICES } from '@lome/shared';
import { FormModal } from '@/components/ui/form-modal';
import { errorText } from '@/lib/form-errors';
import { usePauseOrders } from '../api/pause-orders';

type Choice = (typeof PAUSE_CHOICES)[number];

const choiceLabel = (minutes: Choice) =>
  minutes === null ? 'Jusqu’à reprise' : minutes === 60 ? '1 h' : `${minutes} min`;

/** 'Pause des commandes': how long, and a message customers read beside the pause. */
export function PauseDialog({ onHide }: { onHide: () => void }) {
  const [minutes, setMinutes] = useState<Choice>(PAUSE_CHOICES[0]);
  const [message, setMessage] = useState('');
  const pause = usePauseOrders();
  return (
    <FormModal
      title="Pause des commandes"
      onHide={onHide}
      onSubmit={() => pause.mutate({ minutes, message: message.trim() || null }, { onSuccess: onHide })}
      pending={pause.isPending}
      submitLabel="Mettre en pause"
    >
      <p className="small text-body-secondary">
        Les commandes immédiates sont refusées pendant la pause ; les clients peuvent encore programmer une
        commande pour plus tard.
      </p>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Durée</legend>
        {PAUSE_CHOICES.map((choice) => (
          <Form.Check
            key={String(choice)}
            inline
            type="radio"
            name="pause-minutes"
            id={`pause-${choice ?? 'open'}`}
            label={choiceLabel(choice)}
            checked={minutes === choice}
            onChange={() => setMinutes(choice)}
          />
        ))}
      </fieldset>
      <Form.Group controlId="pause-message">
        <Form.Label>Message aux clients (facultatif)</Form.Label>
        <Form.Control
          value={message}
          maxLength={140}
          placeholder="Par exemple : trop de commandes, nous revenons vite."
          onChange={(e) => setMessage(e.target.value)}
        />
      </Form.Group>
      {pause.isError && (
        <Alert variant="danger" className="mt-3 mb-0">
          {errorText(pause.error, 'La pause n’a pas pu être enregistrée.')}
        </Alert>
      )}
    </FormModal>
  );
}
