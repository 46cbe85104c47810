import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatFcfa, type AdminReport } from '@lome/shared';
import { ReportCash } from './report-cash';
import { ReportReconciliation } from './report-reconciliation';
import { ReportSummary } from './report-summary';

afterEach(cleanup);

const tally = (orders: number, gross: number, refunded: number) => ({
  orders,
  gross,
  refunded,
  revenue: gross - refunded,
});

const report: AdminReport = {
  from: '2026-03-06',
  to: '2026-03-06',
  orders_paid: 3,
  revenue: 9_000,
  gross_revenue: 12_000,
  refunded: 3_000,
  orders_kept: 2,
  average_basket: 4_500,
  by_method: [],
  by_source: [],
  discounts: { free_dishes: 0, newsletter: 0, total: 0 },
  cancellations: { orders: 1, paid_orders: 1, paid_amount: 3_000 },
  refunds: { owed_count: 0, owed: 0, settled_count: 1, settled: 3_000 },
  rewards: { earned: 0, paid_out: 0 },
  new_customers: 0,
  revenue_by_day: [{ date: '2026-03-06', ...tally(3, 12_000, 3_000) }],
  orders_by_hour: [],
  top_dishes: { by_quantity: [], by_revenue: [] },
  reconciliation: {
    confirmed: 8_000,
    sponsor_activations: 0,
    marked_paid: 8_000,
    orders_marked_paid: 8_000,
    reservations_marked_paid: 0,
    lines: [
      {
        kind: 'refund',
        code: 'CMD-A5',
        tx_reference: 'tx-5',
        confirmed: 3_000,
        recorded: 3_000,
        refund_status: 'settled',
        refund_reference: 'FLOOZ-99',
      },
    ],
  },
  cash: {
    collected: 4_000,
    collectors: [
      { collector_id: 'u1', name: 'Kofi Agbeko', role: 'rider', sales: 1, amount: 4_000, refunded: 0 },
    ],
    outstanding: [{ rider_id: 'r1', name: 'Kofi Agbeko', sales: 1, amount: 2_500 }],
  },
};

const figure = (label: string) =>
  within(screen.getByTestId('report-summary')).getByText(label).parentElement!.querySelector('dd')!
    .textContent;

describe('the owner’s figures', () => {
  it('lead with what the restaurant kept, with what was paid and refunded beside it', () => {
    render(<ReportSummary report={report} />);
    expect(figure("Chiffre d'affaires net")).toBe(formatFcfa(9_000));
    expect(figure('Encaissé (brut)')).toBe(formatFcfa(12_000));
    expect(figure('Remboursé ou à rembourser')).toBe(formatFcfa(3_000));
  });

  it('say a refund paid back with its reference, not "À rembourser"', () => {
    render(<ReportReconciliation report={report} />);
    const row = screen.getByRole('row', { name: /CMD-A5/ });
    expect(row.textContent).toContain('Remboursé (réf. FLOOZ-99)');
    expect(row.textContent).not.toContain('À rembourser');
  });

  it('give each rider’s cash to hand over and the cash still to record', () => {
    render(<ReportCash report={report} />);
    const takings = screen.getByRole('table', { name: /Encaissé par chacun/ });
    expect(within(takings).getByRole('row', { name: /Kofi Agbeko/ }).textContent).toContain('Livreur');
    const pending = screen.getByRole('table', {
      name: 'Livrées en espèces, encaissement pas encore enregistré',
    });
    expect(within(pending).getByRole('row', { name: /Kofi Agbeko/ }).textContent).toContain(
      formatFcfa(2_500),
    );
  });
});
