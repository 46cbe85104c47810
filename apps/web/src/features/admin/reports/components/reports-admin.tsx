import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { restaurant, reportRangeQuerySchema, type ReportRange } from '@lome/shared';
import { errorText } from '@/lib/form-errors';
import { useDownloadOrdersCsv } from '../api/download-orders-csv';
import { useReport } from '../api/get-report';
import { lomeToday, presetRange, type RangePreset } from './report-range';
import { ReportCash } from './report-cash';
import { ReportReconciliation } from './report-reconciliation';
import { ReportBreakdowns, ReportSplits } from './report-tables';
import { ReportSummary } from './report-summary';

const presets: { value: RangePreset; label: string }[] = [
  { value: 'day', label: "Aujourd'hui" },
  { value: 'week', label: 'Cette semaine' },
  { value: 'month', label: 'Ce mois-ci' },
  { value: 'custom', label: 'Période choisie' },
];

/** /admin/chiffres: what a day, a week, a month or any range made, in Lomé time. */
export function ReportsAdmin() {
  const [preset, setPreset] = useState<RangePreset>('day');
  const [custom, setCustom] = useState<ReportRange>(() => presetRange('week', lomeToday()));
  const range = preset === 'custom' ? custom : presetRange(preset, lomeToday());
  const valid = reportRangeQuerySchema.safeParse(range);
  const report = useReport(range);
  const csv = useDownloadOrdersCsv();

  return (
    <section className="container-fluid py-3" aria-labelledby="reports-title">
      <title>{`Chiffres — Espace restaurant — ${restaurant.name}`}</title>
      <h1 id="reports-title" className="h3 mb-3">
        Chiffres
      </h1>
      <Form className="d-flex flex-wrap align-items-end gap-2 mb-3" onSubmit={(e) => e.preventDefault()}>
        <Form.Group controlId="report-preset">
          <Form.Label className="small mb-1">Période</Form.Label>
          <Form.Select value={preset} onChange={(e) => setPreset(e.target.value as RangePreset)}>
            {presets.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {preset === 'custom' && (
          <>
            <Form.Group controlId="report-from">
              <Form.Label className="small mb-1">Du</Form.Label>
              <Form.Control
                type="date"
                value={custom.from}
                onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
              />
            </Form.Group>
            <Form.Group controlId="report-to">
              <Form.Label className="small mb-1">Au</Form.Label>
              <Form.Control
                type="date"
                value={custom.to}
                onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
              />
            </Form.Group>
          </>
        )}
        <Button
          variant="outline-primary"
          className="ms-md-auto"
          disabled={!valid.success || csv.isPending}
          onClick={() => csv.mutate(range)}
        >
          {csv.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          Exporter les commandes en CSV
        </Button>
      </Form>
      {!valid.success && <Alert variant="warning">{valid.error.issues[0]?.message}</Alert>}
      {csv.isError && (
        <Alert variant="danger">{errorText(csv.error, "L'export n'a pas pu être téléchargé.")}</Alert>
      )}
      {valid.success && report.isPending && <Spinner role="status" aria-label="Chargement des chiffres" />}
      {valid.success && report.isError && (
        <Alert variant="danger">{errorText(report.error, 'Erreur lors du chargement.')}</Alert>
      )}
      {valid.success && report.data && (
        <div aria-busy={report.isFetching}>
          <ReportSummary report={report.data} />
          <ReportSplits report={report.data} />
          <ReportBreakdowns report={report.data} />
          <ReportReconciliation report={report.data} />
          <ReportCash report={report.data} />
        </div>
      )}
    </section>
  );
}
