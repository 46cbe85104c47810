import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { invoiceMonthSchema, monthLabel, restaurant } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useAdminInvoices } from '../api/get-admin-invoices';
import { DocumentsTable } from './documents-table';
import { StatementsTable } from './statements-table';

/** This month in Lomé (UTC), `YYYY-MM`. */
const currentMonth = () => new Date().toISOString().slice(0, 7);

/**
 * /admin/factures: a month's invoices and credit notes, each downloadable, and the statement of each company
 * invoiced in it (decision 0062).
 */
export function InvoicesAdmin() {
  const [month, setMonth] = useState(currentMonth);
  const valid = invoiceMonthSchema.safeParse(month).success;
  const list = useAdminInvoices(month, { enabled: valid });

  return (
    <section className="container-fluid py-3" aria-labelledby="invoices-title">
      <title>{`Factures — Espace restaurant — ${restaurant.name}`}</title>
      <h1 id="invoices-title" className="h3 mb-3">
        Factures
      </h1>
      <Form.Group controlId="invoices-month" className="mb-3" style={{ maxWidth: 240 }}>
        <Form.Label className="small mb-1">Mois</Form.Label>
        <Form.Control
          type="month"
          value={month}
          max={currentMonth()}
          onChange={(e) => setMonth(e.target.value)}
        />
      </Form.Group>
      {!valid ? (
        <p className="text-body-secondary">Choisissez un mois.</p>
      ) : list.isPending ? (
        <Spinner role="status" aria-label="Chargement des factures" />
      ) : list.isError ? (
        <Alert variant="danger">{errorText(list.error, 'Les factures n’ont pas pu être chargées.')}</Alert>
      ) : (
        <>
          <h2 className="h5">Factures et avoirs de {monthLabel(month)}</h2>
          {list.data.documents.length === 0 ? (
            <p className="text-body-secondary">Aucune facture ni aucun avoir en {monthLabel(month)}.</p>
          ) : (
            <DocumentsTable list={list.data} />
          )}
          <h2 className="h5 mt-4">Relevés des entreprises</h2>
          {list.data.statements.length === 0 ? (
            <p className="text-body-secondary">Aucune entreprise facturée en {monthLabel(month)}.</p>
          ) : (
            <StatementsTable month={month} statements={list.data.statements} />
          )}
        </>
      )}
    </section>
  );
}
