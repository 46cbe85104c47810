import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { monthLabel } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useDownloadStatement, type StatementFormat } from '../api/download-statement';
import { CompanyDocuments } from './company-documents';

/** This month in Lomé (UTC), `YYYY-MM`. */
const currentMonth = () => new Date().toISOString().slice(0, 7);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * "Relevé mensuel" (P9.5): a month, its statement as PDF or CSV, and its invoices and credit notes one by
 * one.
 */
export function CompanyStatement() {
  const [month, setMonth] = useState(currentMonth);
  const download = useDownloadStatement();
  const valid = MONTH.test(month);
  const save = (format: StatementFormat) => download.mutate({ month, format });

  return (
    <section aria-labelledby="company-statement-title" className="mt-4">
      <h3 id="company-statement-title" className="h6">
        Relevé mensuel
      </h3>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
        <Form.Group controlId="company-statement-month">
          <Form.Label className="small mb-1">Mois du relevé</Form.Label>
          <Form.Control
            type="month"
            value={month}
            max={currentMonth()}
            onChange={(e) => setMonth(e.target.value)}
          />
        </Form.Group>
        {(['pdf', 'csv'] as const).map((format) => (
          <Button
            key={format}
            size="sm"
            variant="outline-primary"
            disabled={!valid || download.isPending}
            onClick={() => save(format)}
            aria-label={`Télécharger le relevé de ${valid ? monthLabel(month) : 'ce mois'} (${format.toUpperCase()})`}
          >
            {download.isPending && download.variables?.format === format
              ? 'Téléchargement…'
              : `Relevé ${format.toUpperCase()}`}
          </Button>
        ))}
      </div>
      {download.isError && (
        <Alert variant="danger">{errorText(download.error, 'Le relevé n’a pas pu être téléchargé.')}</Alert>
      )}
      {valid ? (
        <CompanyDocuments month={month} />
      ) : (
        <p className="text-body-secondary small">Choisissez un mois.</p>
      )}
    </section>
  );
}
