import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatFcfa, monthLabel, type AdminInvoiceDocuments } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { lomeDate } from '@/lib/lome-time';
import { useDownloadInvoiceDocument } from '../api/download-invoice-document';

/** The month's invoices and credit notes (credit notes negative), whom each is made out to, and their sum. */
export function DocumentsTable({ list }: { list: AdminInvoiceDocuments }) {
  const download = useDownloadInvoiceDocument();
  return (
    <>
      <Table responsive size="sm" className="align-middle small">
        <caption className="visually-hidden">Factures et avoirs de {monthLabel(list.month)}</caption>
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">Client</th>
            <th scope="col">Commande</th>
            <th scope="col">Montant TTC</th>
            <th scope="col">
              <span className="visually-hidden">PDF</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.documents.map((d) => (
            <tr key={d.id}>
              <td>
                <div className="fw-semibold text-nowrap">
                  {d.kind === 'invoice' ? 'Facture' : 'Avoir'} {d.number}
                </div>
                <div className="text-body-secondary">
                  {lomeDate(d.issued_at)}
                  {d.credits && ` · sur ${d.credits}`}
                </div>
              </td>
              <td>
                <div>{d.buyer}</div>
                {d.ordered_by && <div className="text-body-secondary">Commandé par {d.ordered_by}</div>}
              </td>
              <td>{d.code}</td>
              <td className="text-nowrap">{formatFcfa(d.total)}</td>
              <td>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={download.isPending}
                  onClick={() => download.mutate({ id: d.id, number: d.number })}
                  aria-label={`Télécharger ${d.kind === 'invoice' ? 'la facture' : 'l’avoir'} ${d.number}`}
                >
                  PDF
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total du mois (dont TVA {formatFcfa(list.vat)})
            </th>
            <td className="text-nowrap fw-semibold">{formatFcfa(list.total)}</td>
            <td />
          </tr>
        </tfoot>
      </Table>
      {download.isError && (
        <Alert variant="danger">{errorText(download.error, 'Le document n’a pas pu être téléchargé.')}</Alert>
      )}
    </>
  );
}
