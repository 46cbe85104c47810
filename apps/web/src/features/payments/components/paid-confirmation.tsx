import type { ReactNode } from 'react';

/** The end of a payment that went through: a tick and a title, then what the caller adds (details, buttons). */
export function PaidConfirmation({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="text-center py-3" role="status">
      <div className="display-5 text-success mb-2" aria-hidden="true">
        ✓
      </div>
      <p className="h5">{title}</p>
      {children}
    </div>
  );
}
