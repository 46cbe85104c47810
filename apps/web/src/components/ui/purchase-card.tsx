import type { ReactNode } from 'react';
import { formatFcfa } from '@lome/shared';

type Props = {
  /** The card's accessible name ('Commande CMD-…', 'Réservation RES-…'). */
  label: string;
  testId: string;
  code: string;
  total: number;
  /** '3 articles', '2 plats'. */
  quantity: string;
  /** What the customer may do, beside the total. */
  actions: ReactNode;
  /** Under the code: dates, badges, notes. */
  children: ReactNode;
  /** Under the total and the actions. */
  footnote?: ReactNode;
};

/** The frame of an order or a reservation in the customer's lists: the code, what it holds, the total, the actions. */
export function PurchaseCard({ label, testId, code, total, quantity, actions, children, footnote }: Props) {
  return (
    <article className="card border-0 shadow-sm" aria-label={label} data-testid={testId}>
      <div className="card-body">
        <h2 className="h6 mb-0 text-nowrap">{code}</h2>
        {children}
        <div className="d-flex flex-wrap justify-content-between align-items-end gap-2">
          <div>
            <span className="fw-bold fs-5">{formatFcfa(total)}</span>
            <small className="text-body-secondary ms-2">{quantity}</small>
          </div>
          <div className="d-flex flex-wrap gap-2">{actions}</div>
        </div>
        {footnote}
      </div>
    </article>
  );
}
