import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { Closure } from '@lome/shared';
import type { FieldErrors } from '@/lib/form-errors';
import { messagesAt, type HoursAction } from '../hooks/hours-draft';

// Lomé keeps UTC all year: today's date there is the UTC date.
const today = () => new Date().toISOString().slice(0, 10);

type Props = { closures: Closure[]; errors: FieldErrors; onChange: (action: HoursAction) => void };

/** Exceptional closures: from one day to another (both included), with the reason customers read. */
export function ClosuresFields({ closures, errors, onChange }: Props) {
  return (
    <fieldset className="mt-4">
      <legend className="h6">Fermetures exceptionnelles</legend>
      {closures.length === 0 && <p className="small text-body-secondary">Aucune fermeture prévue.</p>}
      {closures.map((closure, index) => {
        const messages = messagesAt(errors, `closures.${index}`);
        const id = `closure-${index}`;
        const field = (name: keyof Closure) => ({
          id: `${id}-${name}`,
          value: closure[name],
          isInvalid: messages.length > 0,
          'aria-invalid': messages.length > 0 || undefined,
          'aria-describedby': messages.length > 0 ? `${id}-error` : undefined,
          onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
            onChange({ type: 'closure', index, field: name, value: e.target.value }),
        });
        return (
          <div
            key={index}
            className="row g-2 align-items-end mb-3"
            role="group"
            aria-label={`Fermeture ${index + 1}`}
          >
            <div className="col-6 col-md-3">
              <Form.Label htmlFor={`${id}-from`} className="small mb-0">
                Du
              </Form.Label>
              <Form.Control type="date" size="sm" {...field('from')} />
            </div>
            <div className="col-6 col-md-3">
              <Form.Label htmlFor={`${id}-to`} className="small mb-0">
                Au
              </Form.Label>
              <Form.Control type="date" size="sm" {...field('to')} />
            </div>
            <div className="col-12 col-md">
              <Form.Label htmlFor={`${id}-reason`} className="small mb-0">
                Raison affichée aux clients
              </Form.Label>
              <Form.Control
                size="sm"
                maxLength={120}
                placeholder="Fermé pour la fête de l’indépendance"
                {...field('reason')}
              />
            </div>
            <div className="col-auto">
              <Button
                variant="link"
                size="sm"
                className="text-danger"
                onClick={() => onChange({ type: 'removeClosure', index })}
              >
                Retirer <span className="visually-hidden">la fermeture {index + 1}</span>
              </Button>
            </div>
            {messages.length > 0 && (
              <div id={`${id}-error`} className="col-12 small text-danger">
                {messages.join(' ')}
              </div>
            )}
          </div>
        );
      })}
      <Button
        variant="outline-secondary"
        size="sm"
        onClick={() => onChange({ type: 'addClosure', day: today() })}
      >
        Ajouter une fermeture
      </Button>
    </fieldset>
  );
}
