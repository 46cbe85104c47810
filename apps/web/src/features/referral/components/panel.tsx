import type { ReactNode } from 'react';

/** A titled card of the dashboard. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card border-0 shadow-sm h-100">
      <div className="card-body">
        <h2 className="h5 mb-3">{title}</h2>
        {children}
      </div>
    </div>
  );
}
