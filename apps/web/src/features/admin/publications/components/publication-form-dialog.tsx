import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { publicationFormSchema, PUBLICATION_LIMITS, type AdminPublication } from '@lome/shared';
import { FormModal } from '@/components/ui/form-modal';
import { FilePicker } from '@/components/ui/file-picker';
import { apiFieldErrors, errorText, zodFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { PHOTO_ACCEPT } from '@/lib/picture-file';
import { usePublicationTypes } from '../api/get-publication-types';
import { useSavePublication, type PublicationDraft } from '../api/save-publication';

type Props = {
  /** The article edited, or null for a new one. */
  publication: AdminPublication | null;
  onDone: (message: string) => void;
  onHide: () => void;
};

const draftOf = (p: AdminPublication | null): PublicationDraft => ({
  title: p?.title ?? '',
  excerpt: p?.excerpt ?? '',
  content: p?.content ?? '',
  type_publish_id: p?.type_publish_id ?? '',
  removeImage: false,
});

/** Writes or edits an article of /blog: title, type, excerpt, content and picture (a photo up to 15 Mo). */
export function PublicationFormDialog({ publication, onDone, onHide }: Props) {
  const types = usePublicationTypes();
  const save = useSavePublication();
  const [draft, setDraft] = useState(() => draftOf(publication));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<PublicationDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = () => {
    const parsed = publicationFormSchema.safeParse(draft);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setFailure(null);
    save.mutate(
      { id: publication?.id ?? null, draft },
      {
        onSuccess: () => onDone(publication ? 'Article mis à jour.' : 'Article publié.'),
        onError: (e) => {
          setErrors(apiFieldErrors(e));
          setFailure(errorText(e, "L'article n'a pas pu être enregistré."));
        },
      },
    );
  };

  const field = (name: 'title' | 'excerpt' | 'content', label: string, rows?: number) => (
    <Form.Group className="mb-3" controlId={`publication-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...(rows ? { as: 'textarea' as const, rows } : {})}
        value={draft[name]}
        maxLength={PUBLICATION_LIMITS[name]}
        isInvalid={!!errors[name]}
        onChange={(e) => set({ [name]: e.target.value })}
      />
      <Form.Control.Feedback type="invalid">{errors[name]}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <FormModal
      title={publication ? "Modifier l'article" : 'Nouvel article'}
      titleId="publication-form-title"
      onHide={onHide}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={publication ? 'Enregistrer' : 'Publier'}
      size="lg"
      backdrop="static"
    >
      {failure && <Alert variant="danger">{failure}</Alert>}
      {field('title', 'Titre')}
      <Form.Group className="mb-3" controlId="publication-type">
        <Form.Label>Type</Form.Label>
        <Form.Select
          value={draft.type_publish_id}
          isInvalid={!!errors.type_publish_id}
          onChange={(e) => set({ type_publish_id: e.target.value })}
        >
          <option value="">Sans type</option>
          {types.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.type_publish_id}</Form.Control.Feedback>
      </Form.Group>
      {field('excerpt', 'Résumé', 2)}
      {field('content', 'Contenu', 8)}
      {publication?.image && !draft.image && !draft.removeImage && (
        <p className="small mb-2">
          <img src={publication.image} alt="Image actuelle" width={96} height={64} className="rounded me-2" />
          Image actuelle
        </p>
      )}
      <FilePicker
        label="Image"
        accept={PHOTO_ACCEPT}
        file={draft.image}
        onChange={(image) => set({ image, removeImage: false })}
        error={errors.image}
        hint="JPEG, PNG ou WebP, 15 Mo maximum."
      />
      {publication?.image && (
        <Form.Check
          id="publication-remove-image"
          label="Retirer l'image"
          checked={draft.removeImage}
          onChange={(e) => set({ removeImage: e.target.checked, image: undefined })}
        />
      )}
    </FormModal>
  );
}
