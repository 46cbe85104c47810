import { useEffect, useId, useRef, useState } from 'react';
import './file-picker.css';

type Props = {
  /** The field's name, also the accessible name of the hidden input. */
  label: string;
  accept: string;
  file: File | null | undefined;
  onChange: (file: File | undefined) => void;
  /** The field's error, shown under it and announced with it. */
  error?: string | null;
  hint?: string;
  /** The id of the input, for a form's own label or tests; one is made otherwise. */
  id?: string;
  /** False when the form shows a larger preview of its own (the profile photo's round one). */
  thumbnail?: boolean;
};

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} Ko`
    : `${(bytes / 1024 / 1024).toFixed(1)} Mo`;

/**
 * A picture picker in French with a preview, instead of the browser's own 'Choose File'. The native
 * input stays in the page, visually hidden, so the label, the keyboard and assistive technology work as usual.
 */
export function FilePicker({
  label,
  accept,
  file,
  onChange,
  error,
  hint,
  id: given,
  thumbnail = true,
}: Props) {
  const made = useId();
  const id = given ?? made;
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!thumbnail || !file || !file.type.startsWith('image/')) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file, thumbnail]);

  // Cleared from outside (a form reset): the input forgets the file too, so picking it again fires a change.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="file-picker mb-3">
      <label htmlFor={id} id={`${id}-label`} className="form-label">
        {label}
      </label>
      <div
        className={`d-flex align-items-center gap-3 border rounded p-2 ${error ? 'border-danger' : ''}`}
        style={{ minWidth: 0 }}
      >
        {!thumbnail ? null : preview ? (
          <img src={preview} alt={`Aperçu : ${label}`} className="file-picker-preview rounded" />
        ) : (
          <span
            className="file-picker-preview rounded bg-body-tertiary d-flex align-items-center justify-content-center text-body-secondary"
            aria-hidden="true"
          >
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="m21 16-5-5-9 8" />
            </svg>
          </span>
        )}
        <div className="flex-grow-1" style={{ minWidth: 0 }}>
          <div className="small text-truncate" aria-live="polite">
            {file ? (
              <>
                <span className="fw-semibold">{file.name}</span>
                <span className="text-body-secondary"> · {sizeText(file.size)}</span>
              </>
            ) : (
              <span className="text-body-secondary">Aucun fichier choisi</span>
            )}
          </div>
          <div className="d-flex flex-wrap gap-2 mt-1">
            <input
              ref={input}
              id={id}
              type="file"
              accept={accept}
              className="visually-hidden"
              aria-invalid={!!error}
              aria-describedby={describedBy}
              onChange={(e) => onChange(e.target.files?.[0])}
            />
            {/* A second label of the same input: clicking it opens the picker, as a button would. */}
            <label htmlFor={id} className="file-picker-button btn btn-outline-primary btn-sm mb-0">
              {file ? 'Changer' : 'Choisir une image'}
            </label>
            {file && (
              <button
                type="button"
                className="btn btn-link btn-sm text-danger p-0"
                // Named 'Retirer'; which picture it takes away is its description (several pickers share a form).
                aria-describedby={`${id}-label`}
                onClick={() => onChange(undefined)}
              >
                Retirer
              </button>
            )}
          </div>
        </div>
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
