import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatFcfa, monthLabel, type AdminStatement } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useDownloadCompanyStatement } from '../api/download-company-statement';

/** Each company invoiced in the month: its documents, what it owes, its statement as PDF or CSV. */
export function StatementsTable({ month, statements }: { month: string; statements: AdminStatement[] }) {
  const download = useDownloadCompanyStatement();
  return (
    <>
      <Table responsive size="sm" className="align-middle small">
        <caption className="visually-hidden">Relevés des entreprises de {monthLabel(month)}</caption>
        <thead>
          <tr>
            <th scope="col">Entreprise</th>
            <th scope="col">Documents</th>
            <th scope="col">Total TTC</th>
            <th scope="col">
              <span className="visually-hidden">Relevé</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {statements.map((s) => (
            <tr key={s.company_id}>
              <td>{s.name}</td>
              <td>{s.documents}</td>
              <td className="text-nowrap">{formatFcfa(s.total)}</td>
              <td className="text-nowrap">
                {(['pdf', 'csv'] as const).map((format) => (
                  <Button
                    key={format}
                    size="sm"
                    variant="outline-secondary"
                    className="me-1"
                    disabled={download.isPending}
                    onClick={() => download.mutate({ companyId: s.company_id, month, format })}
                    aria-label={`Télécharger le relevé de ${s.name} de ${monthLabel(month)} (${format.toUpperCase()})`}
                  >
                    {format.toUpperCase()}
                  </Button>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {download.isError && (
        <Alert variant="danger">{errorText(download.error, 'Le relevé n’a pas pu être téléchargé.')}</Alert>
      )}
    </>
  );
}
