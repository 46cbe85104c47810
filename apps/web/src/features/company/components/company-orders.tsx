import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { formatFcfa, orderStatusLabels } from '@lome/shared';
import { InvoiceButton } from '@/features/orders';
import { errorText } from '@/lib/form-errors';
import { useCompanyOrders } from '../api/get-company-orders';

const when = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { timeZone: 'Africa/Lome', dateStyle: 'short', timeStyle: 'short' });

/** Every order of the company with who placed it, and its invoice once paid (P9.4). */
export function CompanyOrders() {
  const orders = useCompanyOrders();
  return (
    <section aria-labelledby="company-orders-title">
      <h3 id="company-orders-title" className="h6">
        Commandes de l’entreprise
      </h3>
      {orders.isPending ? (
        <Spinner size="sm" role="status">
          <span className="visually-hidden">Chargement des commandes</span>
        </Spinner>
      ) : orders.isError ? (
        <Alert variant="danger">{errorText(orders.error, 'Les commandes n’ont pas pu être chargées.')}</Alert>
      ) : orders.data.orders.length === 0 ? (
        <p className="text-body-secondary small">Aucune commande pour le moment.</p>
      ) : (
        <>
          {/* A phone gets one card per order; the table from the sm breakpoint, where its five columns fit. */}
          <ul
            className="list-unstyled d-sm-none mb-0"
            aria-label="Commandes de l’entreprise et qui les a passées"
          >
            {orders.data.orders.map((o) => (
              <li key={o.id} className="py-2 border-bottom small">
                <div className="d-flex justify-content-between gap-2">
                  <span className="fw-semibold text-nowrap">{o.code_commande}</span>
                  <span className="text-nowrap">{formatFcfa(o.total_price)}</span>
                </div>
                <div className="text-body-secondary">
                  {when(o.created_at)} · {o.placed_by.name} · {orderStatusLabels[o.status]}
                </div>
                <div className="d-flex flex-wrap gap-2 mt-1">
                  <InvoiceButton order={o} />
                </div>
              </li>
            ))}
          </ul>
          <Table responsive size="sm" className="align-middle small d-none d-sm-table">
            <caption className="visually-hidden">Commandes de l’entreprise et qui les a passées</caption>
            <thead>
              <tr>
                <th scope="col">Commande</th>
                <th scope="col">Passée par</th>
                <th scope="col">Total</th>
                <th scope="col">Statut</th>
                <th scope="col">
                  <span className="visually-hidden">Facture</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.data.orders.map((o) => (
                <tr key={o.id}>
                  <td>
                    <div className="fw-semibold text-nowrap">{o.code_commande}</div>
                    <div className="text-body-secondary">{when(o.created_at)}</div>
                  </td>
                  <td>{o.placed_by.name}</td>
                  <td className="text-nowrap">{formatFcfa(o.total_price)}</td>
                  <td>{orderStatusLabels[o.status]}</td>
                  <td>
                    <InvoiceButton order={o} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </section>
  );
}
