import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { formatFcfa } from '@lome/shared';

/** A titled block: the chart (when there is one) above the table that holds the same figures. */
export function ReportBlock({
  title,
  chart,
  children,
}: {
  title: string;
  chart?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mb-4" aria-label={title}>
      <h2 className="h5">{title}</h2>
      {chart}
      {children}
    </section>
  );
}

/** Rows of a label, a number of sales and what they made: paid, refunded (owed or made) and kept. */
export function CountRevenueTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string;
  rows: { key: string; label: string; orders: number; gross: number; refunded: number; revenue: number }[];
}) {
  return (
    <Table size="sm" responsive className="align-middle">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col" className="text-end">
            Ventes
          </th>
          <th scope="col" className="text-end">
            Brut
          </th>
          <th scope="col" className="text-end">
            Remboursé
          </th>
          <th scope="col" className="text-end">
            Net
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row" className="fw-normal">
              {r.label}
            </th>
            <td className="text-end">{r.orders}</td>
            <td className="text-end text-nowrap">{formatFcfa(r.gross)}</td>
            <td className="text-end text-nowrap">{formatFcfa(r.refunded)}</td>
            <td className="text-end text-nowrap fw-semibold">{formatFcfa(r.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
