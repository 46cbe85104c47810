import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { AdminOptionGroup } from '@lome/shared';
import { FormModal } from '@/components/ui/form-modal';
import { errorText } from '@/lib/form-errors';
import { useOptionGroupForm } from '../hooks/use-option-group-form';
import { OptionChoiceFields } from './option-choice-fields';

type Props = {
  /** The group to edit; none for a new group. */
  group?: AdminOptionGroup;
  onHide: () => void;
};

/**
 * Creates or edits a group of choices ("Accompagnement", "Taille du poisson"): its name, whether it is required,
 * how many choices it takes, and its choices with their price change, default, availability today and allergens.
 */
export function OptionGroupDialog({ group, onHide }: Props) {
  const id = useId();
  const form = useOptionGroupForm(group, onHide);
  const { draft, errors } = form;
  const number = (name: 'min' | 'max', label: string) => (
    <Form.Group className="col" controlId={`${id}-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={draft[name]}
        inputMode="numeric"
        onChange={(e) => form.set({ [name]: e.target.value })}
        isInvalid={!!errors[name]}
      />
      <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
    </Form.Group>
  );
  const fieldErrors = Object.values(errors).some(Boolean);

  return (
    <FormModal
      title={group ? `Modifier «\u00a0${group.name}\u00a0»` : 'Nouveau groupe de choix'}
      titleId={`${id}-title`}
      onHide={onHide}
      onSubmit={() => void form.submit()}
      pending={form.pending}
      submitLabel="Enregistrer"
      size="lg"
      backdrop="static"
    >
      {form.error && !fieldErrors && (
        <Alert variant="danger">{errorText(form.error, "Le groupe n'a pas pu être enregistré.")}</Alert>
      )}
      {group && group.dishes.length > 0 && (
        <p className="small text-body-secondary">
          Sur {group.dishes.map((d) => d.name).join(', ')} : une modification vaut pour chacun.
        </p>
      )}
      <Form.Group className="mb-3" controlId={`${id}-name`}>
        <Form.Label>Nom du groupe</Form.Label>
        <Form.Control
          value={draft.name}
          onChange={(e) => form.set({ name: e.target.value })}
          isInvalid={!!errors.name}
          placeholder="Accompagnement"
          required
        />
        <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
      </Form.Group>
      <div className="row g-3 mb-3 align-items-end">
        <Form.Group className="col-12 col-sm" controlId={`${id}-required`}>
          <Form.Check
            type="switch"
            label="Obligatoire"
            checked={draft.required}
            onChange={(e) => form.set({ required: e.target.checked })}
          />
        </Form.Group>
        {number('min', 'Minimum')}
        {number('max', 'Maximum')}
      </div>
      <fieldset>
        <legend className="h6">Choix</legend>
        {errors.choices && <Alert variant="danger">{errors.choices}</Alert>}
        {draft.choices.map((choice, index) => (
          <OptionChoiceFields
            key={choice.key}
            idPrefix={`${id}-choice-${index}`}
            index={index}
            choice={choice}
            errors={errors}
            onChange={(patch) => form.setChoice(choice.key, patch)}
            onRemove={draft.choices.length > 1 ? () => form.removeChoice(choice.key) : undefined}
          />
        ))}
        <Button variant="outline-primary" size="sm" onClick={form.addChoice}>
          Ajouter un choix
        </Button>
      </fieldset>
    </FormModal>
  );
}
