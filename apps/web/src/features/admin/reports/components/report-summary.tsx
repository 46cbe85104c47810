import { formatFcfa, type AdminReport } from '@lome/shared';

/**
 * The headline figures of the range, as a description list (read as label, value by screen readers): what the
 * restaurant kept first, with what was paid and what goes back beside it (decision 0065).
 */
export function ReportSummary({ report }: { report: AdminReport }) {
  const figures: [string, string][] = [
    ["Chiffre d'affaires net", formatFcfa(report.revenue)],
    ['Encaissé (brut)', formatFcfa(report.gross_revenue)],
    ['Remboursé ou à rembourser', formatFcfa(report.refunded)],
    ['Ventes payées', String(report.orders_paid)],
    ['Ventes conservées', String(report.orders_kept)],
    ['Panier moyen', formatFcfa(report.average_basket)],
    ['Remises (plats offerts)', formatFcfa(report.discounts.free_dishes)],
    ['Remises (newsletter)', formatFcfa(report.discounts.newsletter)],
    [
      'Annulations',
      `${report.cancellations.orders} dont ${report.cancellations.paid_orders} payée(s) (${formatFcfa(report.cancellations.paid_amount)})`,
    ],
    ['Remboursements dus', `${formatFcfa(report.refunds.owed)} (${report.refunds.owed_count})`],
    ['Remboursements effectués', `${formatFcfa(report.refunds.settled)} (${report.refunds.settled_count})`],
    ['Récompenses parrainage gagnées', formatFcfa(report.rewards.earned)],
    ['Récompenses versées', formatFcfa(report.rewards.paid_out)],
    ['Nouveaux clients', String(report.new_customers)],
  ];
  return (
    // Each figure's <div> is a direct child of the <dl>, as the list's semantics require (axe: dlitem).
    <dl
      className="d-grid gap-2 mb-4"
      style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))' }}
      data-testid="report-summary"
    >
      {figures.map(([label, value]) => (
        <div key={label} className="border rounded p-2">
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd className="mb-0 fw-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
