import Table from 'react-bootstrap/Table';
import { formatFcfa, type AdminReport, type ReconciliationKind, type ReconciliationLine } from '@lome/shared';
import { ReportBlock } from './report-block';

const reconciliationLabels: Record<ReconciliationKind, string> = {
  refund: 'À rembourser',
  not_marked_paid: 'Confirmé par PayGate, non marqué payé',
  no_confirmation: 'Marqué payé sans confirmation PayGate',
  amount_mismatch: 'Montants différents',
};

/** A refund line says whether the money is still owed or was paid back, with the reference staff recorded. */
function lineLabel(l: ReconciliationLine): string {
  if (l.kind !== 'refund' || l.refund_status !== 'settled') return reconciliationLabels[l.kind];
  return l.refund_reference ? `Remboursé (réf. ${l.refund_reference})` : 'Remboursé';
}

/** PayGate's confirmations against the sales paid by mobile money, and each difference; cash apart. */
export function ReportReconciliation({ report }: { report: AdminReport }) {
  const r = report.reconciliation;
  return (
    <ReportBlock title="Rapprochement PayGate">
      <Table size="sm" responsive>
        <caption className="visually-hidden">Totaux du rapprochement</caption>
        <tbody>
          <tr>
            <th scope="row" className="fw-normal">
              Confirmé par PayGate (commandes et réservations, hors espèces)
            </th>
            <td className="text-end text-nowrap">{formatFcfa(r.confirmed)}</td>
          </tr>
          <tr>
            <th scope="row" className="fw-normal">
              Commandes payées par mobile money
            </th>
            <td className="text-end text-nowrap">{formatFcfa(r.orders_marked_paid)}</td>
          </tr>
          <tr>
            <th scope="row" className="fw-normal">
              Réservations payées par mobile money
            </th>
            <td className="text-end text-nowrap">{formatFcfa(r.reservations_marked_paid)}</td>
          </tr>
          <tr>
            <th scope="row">Écart</th>
            <td className="text-end text-nowrap fw-semibold">{formatFcfa(r.confirmed - r.marked_paid)}</td>
          </tr>
          <tr>
            <th scope="row" className="fw-normal">
              Activations sponsors (à part)
            </th>
            <td className="text-end text-nowrap">{formatFcfa(r.sponsor_activations)}</td>
          </tr>
        </tbody>
      </Table>
      {r.lines.length === 0 ? (
        <p className="text-body-secondary">Aucune différence sur la période.</p>
      ) : (
        <Table size="sm" responsive>
          <caption>Différences à vérifier sur le relevé de l&apos;opérateur</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Nature</th>
              <th scope="col" className="text-end">
                PayGate
              </th>
              <th scope="col" className="text-end">
                Enregistré
              </th>
              <th scope="col">Transaction</th>
            </tr>
          </thead>
          <tbody>
            {r.lines.map((l, i) => (
              <tr key={`${l.kind}-${l.code ?? ''}-${l.tx_reference ?? i}`}>
                <th scope="row">{l.code ?? '—'}</th>
                <td>{lineLabel(l)}</td>
                <td className="text-end text-nowrap">{formatFcfa(l.confirmed)}</td>
                <td className="text-end text-nowrap">{formatFcfa(l.recorded)}</td>
                <td className="text-break">{l.tx_reference ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </ReportBlock>
  );
}
