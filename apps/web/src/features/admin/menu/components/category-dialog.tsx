import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import type { AdminMenuCategory } from '@lome/shared';
import { FormModal } from '@/components/ui/form-modal';
import { errorText } from '@/lib/form-errors';
import { useCategoryForm } from '../hooks/use-category-form';
import { PictureField } from './picture-field';

/** Creates a category or renames one, with an optional picture for the menu's filter buttons. */
export function CategoryDialog({ category, onHide }: { category?: AdminMenuCategory; onHide: () => void }) {
  const titleId = useId();
  const form = useCategoryForm(category, onHide);
  const fieldError = form.errors.name || form.errors.picture;
  return (
    <FormModal
      title={category ? `Modifier «\u00a0${category.name}\u00a0»` : 'Nouvelle catégorie'}
      titleId={titleId}
      onHide={onHide}
      onSubmit={() => void form.submit()}
      pending={form.pending}
      submitLabel="Enregistrer"
      centered
    >
      {form.error && !fieldError && (
        <Alert variant="danger">{errorText(form.error, "La catégorie n'a pas pu être enregistrée.")}</Alert>
      )}
      <Form.Group className="mb-3" controlId={`${titleId}-name`}>
        <Form.Label>Nom de la catégorie</Form.Label>
        <Form.Control
          value={form.name}
          onChange={(e) => form.setName(e.target.value)}
          isInvalid={!!form.errors.name}
          required
        />
        <Form.Control.Feedback type="invalid">{form.errors.name}</Form.Control.Feedback>
      </Form.Group>
      <PictureField
        label="Image"
        hint="Facultative. JPEG, PNG ou WebP, 15 Mo au plus."
        file={form.file}
        onChange={form.chooseFile}
        error={form.errors.picture}
      />
    </FormModal>
  );
}
