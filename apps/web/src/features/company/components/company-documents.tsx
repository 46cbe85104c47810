import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { formatFcfa, monthLabel } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useCompanyDocuments } from '../api/get-company-documents';
import { useDownloadDocument } from '../api/download-document';

const day = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { timeZone: 'Africa/Lome' });

/** The month's invoices and credit notes with their total, each downloadable as a PDF. */
export function CompanyDocuments({ month }: { month: string }) {
  const documents = useCompanyDocuments(month);
  const download = useDownloadDocument();
  if (documents.isPending) {
    return (
      <Spinner size="sm" role="status">
        <span className="visually-hidden">Chargement des factures</span>
      </Spinner>
    );
  }
  if (documents.isError) {
    return (
      <Alert variant="danger">{errorText(documents.error, 'Les factures n’ont pas pu être chargées.')}</Alert>
    );
  }
  const { documents: docs, total, vat } = documents.data;
  if (docs.length === 0) {
    return <p className="text-body-secondary small">Aucune facture ni aucun avoir en {monthLabel(month)}.</p>;
  }
  return (
    <>
      <Table responsive size="sm" className="align-middle small">
        <caption className="visually-hidden">Factures et avoirs de {monthLabel(month)}</caption>
        <thead>
          <tr>
            <th scope="col">Document</th>
            <th scope="col">Commande</th>
            <th scope="col">Montant TTC</th>
            <th scope="col">
              <span className="visually-hidden">PDF</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {docs.map((d) => (
            <tr key={d.id}>
              <td>
                <div className="fw-semibold">
                  {d.kind === 'invoice' ? 'Facture' : 'Avoir'} {d.number}
                </div>
                <div className="text-body-secondary">
                  {day(d.issued_at)}
                  {d.credits && ` · sur ${d.credits}`}
                </div>
              </td>
              <td>
                <div>{d.code}</div>
                {d.ordered_by && <div className="text-body-secondary">{d.ordered_by}</div>}
              </td>
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
            <th scope="row" colSpan={2}>
              Total du mois (dont TVA {formatFcfa(vat)})
            </th>
            <td className="text-nowrap fw-semibold">{formatFcfa(total)}</td>
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
