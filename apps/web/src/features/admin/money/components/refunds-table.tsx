import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatFcfa, type AdminRefund, type RefundStatus } from '@lome/shared';
import { codeOf, dateTime, refundNetworkLabels, telHref } from './format';

type Props = { refunds: AdminRefund[]; status: RefundStatus; onSettle: (refund: AdminRefund) => void };

/** Each refund owed, with who paid and from which number; 'Marquer remboursé', or the reference once done. */
export function RefundsTable({ refunds, status, onSettle }: Props) {
  return (
    <Table responsive hover className="align-middle">
      <thead>
        <tr>
          <th scope="col" className="d-none d-md-table-cell">
            Date
          </th>
          <th scope="col">Pour</th>
          <th scope="col" className="text-end">
            Montant
          </th>
          <th scope="col">{status === 'pending' ? 'Action' : 'Référence'}</th>
        </tr>
      </thead>
      <tbody>
        {refunds.map((r) => (
          <tr key={r.id}>
            <td className="d-none d-md-table-cell">{dateTime(r.created_at)}</td>
            {/* The customer and the number to pay sit under the order: on a phone, amount and action stay on screen. */}
            <td>
              {codeOf(r)}
              <br />
              {r.customer_name}
              {r.customer_phone && (
                <>
                  <br />
                  <a href={telHref(r.customer_phone)}>{r.customer_phone}</a>
                </>
              )}
              <div className="small">
                Payé depuis le <a href={telHref(r.payment_phone)}>{r.payment_phone}</a> (
                {refundNetworkLabels[r.network]})
              </div>
            </td>
            <td className="text-end text-nowrap">{formatFcfa(r.amount)}</td>
            <td>
              {r.status === 'pending' ? (
                <Button size="sm" onClick={() => onSettle(r)}>
                  Marquer remboursé
                </Button>
              ) : (
                <>
                  {r.reference}
                  <br />
                  <small className="text-body-secondary">{r.settled_at && dateTime(r.settled_at)}</small>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
