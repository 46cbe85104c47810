import type { ReactNode } from 'react';

/** The reason under a button that needs the network, shown only while offline (the button is disabled then). */
export function OfflineHint({ id, online, children }: { id: string; online: boolean; children: ReactNode }) {
  if (online) return null;
  return (
    <p id={id} className="small text-danger fw-semibold mt-2 mb-0" role="status">
      {children}
    </p>
  );
}
