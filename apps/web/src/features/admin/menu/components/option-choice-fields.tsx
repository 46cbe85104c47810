import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FieldErrors } from '@/lib/form-errors';
import type { ChoiceDraft } from '../hooks/use-option-group-form';
import { AllergenChecks } from './allergen-checks';

type Props = {
  idPrefix: string;
  index: number;
  choice: ChoiceDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<ChoiceDraft>) => void;
  /** None when it is the group's last choice. */
  onRemove?: () => void;
};

/** One choice of a group: name, price change in FCFA, default, available today, allergens (folded). */
export function OptionChoiceFields({ idPrefix, index, choice, errors, onChange, onRemove }: Props) {
  const error = (field: string) => errors[`choices.${index}.${field}`];
  const allergenError = Object.entries(errors).find(([k]) => k.startsWith(`choices.${index}.allergens`))?.[1];
  const label = choice.name || `Choix ${index + 1}`;
  return (
    <div className="border rounded p-2 mb-2" role="group" aria-label={label}>
      <div className="row g-2 align-items-end">
        <Form.Group className="col-12 col-sm-5" controlId={`${idPrefix}-name`}>
          <Form.Label className="small mb-0">Nom du choix</Form.Label>
          <Form.Control
            size="sm"
            value={choice.name}
            onChange={(e) => onChange({ name: e.target.value })}
            isInvalid={!!error('name')}
          />
          <Form.Control.Feedback type="invalid">{error('name')}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-6 col-sm-3" controlId={`${idPrefix}-price`}>
          <Form.Label className="small mb-0">Variation de prix (FCFA)</Form.Label>
          <Form.Control
            size="sm"
            value={choice.price_delta}
            inputMode="numeric"
            onChange={(e) => onChange({ price_delta: e.target.value })}
            isInvalid={!!error('price_delta')}
          />
          <Form.Control.Feedback type="invalid">{error('price_delta')}</Form.Control.Feedback>
        </Form.Group>
        <div className="col-6 col-sm-4 d-flex flex-column">
          <Form.Check
            id={`${idPrefix}-default`}
            label="Par défaut"
            checked={choice.is_default}
            onChange={(e) => onChange({ is_default: e.target.checked })}
          />
          <Form.Check
            type="switch"
            id={`${idPrefix}-available`}
            label="Disponible aujourd'hui"
            checked={choice.available}
            onChange={(e) => onChange({ available: e.target.checked })}
          />
        </div>
      </div>
      <details className="mt-1">
        <summary className="small">
          Allergènes{choice.allergens.length > 0 ? ` (${choice.allergens.length})` : ''}
        </summary>
        <AllergenChecks
          idPrefix={`${idPrefix}-allergen`}
          legend={`Allergènes de «\u00a0${label}\u00a0»`}
          value={choice.allergens}
          onChange={(allergens) => onChange({ allergens })}
        />
      </details>
      {allergenError && <div className="small text-danger">{allergenError}</div>}
      {onRemove && (
        <Button
          size="sm"
          variant="link"
          className="text-danger px-0"
          aria-label={`Retirer le choix «\u00a0${label}\u00a0»`}
          onClick={onRemove}
        >
          Retirer ce choix
        </Button>
      )}
    </div>
  );
}
