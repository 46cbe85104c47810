import type { ReactNode } from 'react';

type Props = { id?: string; className?: string; children: ReactNode };

/** The form's own message when it is not about one field (a refusal, a network failure). */
export function FormAlert({ id, className, children }: Props) {
  return (
    <div id={id} className={`alert alert-danger${className ? ` ${className}` : ''}`} role="alert">
      {children}
    </div>
  );
}
