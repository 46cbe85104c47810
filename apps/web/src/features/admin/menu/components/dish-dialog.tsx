import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import type { AdminMenuCategory, AdminMenuDish } from '@lome/shared';
import { FormModal } from '@/components/ui/form-modal';
import { errorText } from '@/lib/form-errors';
import { useDishForm, type DishDraft } from '../hooks/use-dish-form';
import { DishCarriesFields } from './dish-carries-fields';
import { PictureField } from './picture-field';

type Props = {
  /** The dish to edit; none for a new dish. */
  dish?: AdminMenuDish;
  categoryId: string;
  categories: AdminMenuCategory[];
  onHide: () => void;
};

/**
 * Creates or edits a dish: name, description, price in whole FCFA, category, type and photo with its preview, and
 * what it carries: allergens, groups of choices in order, today's portions.
 */
export function DishDialog({ dish, categoryId, categories, onHide }: Props) {
  const titleId = useId();
  const form = useDishForm(dish, categoryId, onHide);
  const field = (name: keyof DishDraft, label: string, props: Record<string, unknown> = {}) => (
    <Form.Group className="mb-3" controlId={`${titleId}-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={form.draft[name]}
        onChange={(e) => form.set(name)(e.target.value)}
        isInvalid={!!form.errors[name]}
        {...props}
      />
      <Form.Control.Feedback type="invalid">{form.errors[name]}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <FormModal
      title={dish ? `Modifier «\u00a0${dish.name}\u00a0»` : 'Nouveau plat'}
      titleId={titleId}
      onHide={onHide}
      onSubmit={() => void form.submit()}
      pending={form.pending}
      submitLabel="Enregistrer"
      centered
    >
      {form.error && !Object.keys(form.errors).some((k) => form.errors[k]) && (
        <Alert variant="danger">{errorText(form.error, "Le plat n'a pas pu être enregistré.")}</Alert>
      )}
      {field('name', 'Nom du plat', { required: true })}
      {field('description', 'Description', { as: 'textarea', rows: 3 })}
      {field('price', 'Prix (FCFA)', { inputMode: 'numeric', required: true })}
      <Form.Group className="mb-3" controlId={`${titleId}-category`}>
        <Form.Label>Catégorie</Form.Label>
        <Form.Select
          value={form.draft.category_id}
          onChange={(e) => form.set('category_id')(e.target.value)}
          isInvalid={!!form.errors.category_id}
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
              {c.hidden ? ' (masquée)' : ''}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{form.errors.category_id}</Form.Control.Feedback>
      </Form.Group>
      {field('type_name', 'Type (ex. Plat, Boisson)')}
      <PictureField
        current={dish?.image}
        label={dish?.image ? 'Nouvelle photo' : 'Photo'}
        hint="JPEG, PNG ou WebP, 15 Mo au plus."
        file={form.file}
        onChange={form.chooseFile}
        error={form.errors.picture}
      />
      <DishCarriesFields
        idPrefix={titleId}
        dish={dish}
        carries={form.carries}
        carry={form.carry}
        errors={form.errors}
      />
    </FormModal>
  );
}
