import { useId, useState, type FormEvent } from 'react';
import { LINE_NOTE_MAX } from '@lome/shared';

type Props = {
  dishName: string;
  note: string | undefined;
  onSave: (note: string) => void;
};

/** A line's note for the kitchen, shown and changed in the cart ("bien cuit", "sans oignon"). */
export function CartLineNote({ dishName, note, onSave }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note ?? '');
  const fieldId = useId();

  if (!editing) {
    return (
      <div className="small d-flex flex-wrap align-items-baseline gap-1">
        {note && (
          <span className="fst-italic text-break">
            <span className="fw-semibold fst-normal">Note :</span> {note}
          </span>
        )}
        <button
          type="button"
          className="btn btn-link btn-sm p-0 align-baseline"
          // A finger's target (24 px, WCAG 2.5.8) though it reads as a link.
          style={{ minHeight: 24 }}
          aria-label={`${note ? 'Modifier la note' : 'Ajouter une note'} de ${dishName}`}
          onClick={() => {
            setDraft(note ?? '');
            setEditing(true);
          }}
        >
          {note ? 'Modifier' : 'Ajouter une note'}
        </button>
      </div>
    );
  }

  const save = (e: FormEvent) => {
    e.preventDefault();
    onSave(draft);
    setEditing(false);
  };
  return (
    <form className="small" onSubmit={save}>
      <label htmlFor={fieldId} className="form-label mb-1">
        Une précision pour la cuisine ? (ex. bien cuit, sans oignon)
      </label>
      <input
        id={fieldId}
        className="form-control form-control-sm mb-1"
        maxLength={LINE_NOTE_MAX}
        value={draft}
        autoFocus
        onChange={(e) => setDraft(e.target.value.slice(0, LINE_NOTE_MAX))}
      />
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm">
          Enregistrer
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setEditing(false)}>
          Annuler
        </button>
      </div>
    </form>
  );
}
