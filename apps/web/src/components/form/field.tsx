import type { ReactNode } from 'react';

/** What a control needs to say it is wrong, and where its message is read from. */
export function invalidProps(error: string | undefined, errorId: string) {
  return { 'aria-invalid': !!error, 'aria-describedby': error ? errorId : undefined };
}

/** Bootstrap's state class for a control: red once wrong, green when `valid` (an empty optional field is neither). */
export function controlClass(base: string, error: string | undefined, valid = false) {
  if (error) return `${base} is-invalid`;
  return valid ? `${base} is-valid` : base;
}

type FieldProps = {
  /** The control's id, named by the label. */
  id: string;
  label: ReactNode;
  /** The field's French message (a shared zod schema's issue or the server's), shown under the control. */
  error?: string;
  /** The message's id, which the control names in `aria-describedby` (see `invalidProps`). */
  errorId: string;
  className?: string;
  /** The control itself (input, select, textarea, or a component of the app). */
  children: ReactNode;
};

/** One labelled field with its message: the block every form repeats. */
export function Field({ id, label, error, errorId, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      {error ? (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      ) : null}
    </div>
  );
}
