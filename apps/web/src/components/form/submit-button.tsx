import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** The request is on its way: the button waits, with a spinner or its own words. */
  pending: boolean;
  /** Said instead of the label while pending; a spinner goes before the label otherwise. */
  pendingLabel?: ReactNode;
  children: ReactNode;
};

/** A form's large primary submit button, disabled while its request is pending. */
export function SubmitButton({ pending, pendingLabel, className, disabled, children, ...rest }: Props) {
  return (
    <button
      type="submit"
      className={`btn btn-primary btn-lg${className ? ` ${className}` : ''}`}
      disabled={disabled ?? pending}
      {...rest}
    >
      {pending && pendingLabel === undefined && (
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      )}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  );
}
