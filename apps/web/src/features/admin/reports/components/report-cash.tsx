import Table from 'react-bootstrap/Table';
import { formatFcfa, type AdminReport, type CashCollector } from '@lome/shared';
import { ReportBlock } from './report-block';

const roleLabels: Record<CashCollector['role'], string> = {
  rider: 'Livreur',
  staff: 'Caisse',
  admin: 'Caisse (admin)',
  unknown: '—',
};

/** Cash reconciled against who took it: each rider's and cashier's takings, and riders' cash not yet recorded. */
export function ReportCash({ report }: { report: AdminReport }) {
  const { collectors, outstanding, collected } = report.cash;
  return (
    <ReportBlock title="Espèces">
      {collectors.length === 0 ? (
        <p className="text-body-secondary">Aucun encaissement en espèces sur la période.</p>
      ) : (
        <Table size="sm" responsive>
          <caption>Encaissé par chacun ({formatFcfa(collected)}), à remettre à la caisse</caption>
          <thead>
            <tr>
              <th scope="col">Qui</th>
              <th scope="col">Rôle</th>
              <th scope="col" className="text-end">
                Ventes
              </th>
              <th scope="col" className="text-end">
                À remettre
              </th>
              <th scope="col" className="text-end">
                Dont remboursé ou à rembourser
              </th>
            </tr>
          </thead>
          <tbody>
            {collectors.map((c) => (
              <tr key={c.collector_id ?? 'unknown'}>
                <th scope="row" className="fw-normal">
                  {c.name}
                </th>
                <td>{roleLabels[c.role]}</td>
                <td className="text-end">{c.sales}</td>
                <td className="text-end text-nowrap fw-semibold">{formatFcfa(c.amount)}</td>
                <td className="text-end text-nowrap">{formatFcfa(c.refunded)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {outstanding.length > 0 && (
        <Table size="sm" responsive>
          <caption>Livrées en espèces, encaissement pas encore enregistré</caption>
          <thead>
            <tr>
              <th scope="col">Livreur</th>
              <th scope="col" className="text-end">
                Ventes
              </th>
              <th scope="col" className="text-end">
                Montant
              </th>
            </tr>
          </thead>
          <tbody>
            {outstanding.map((o) => (
              <tr key={o.rider_id}>
                <th scope="row" className="fw-normal">
                  {o.name}
                </th>
                <td className="text-end">{o.sales}</td>
                <td className="text-end text-nowrap">{formatFcfa(o.amount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </ReportBlock>
  );
}
