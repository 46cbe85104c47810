import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDocuments } from '@lome/shared';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { CompanyStatement } from './company-statement';
import { renderWithProviders } from '@/test/render';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
vi.mock(import('@/lib/download-file'), () => ({ downloadFile: vi.fn(async () => undefined) }));

const fetched = vi.mocked(api);
const downloaded = vi.mocked(downloadFile);

const november: InvoiceDocuments = {
  month: '2026-11',
  documents: [
    {
      id: 'inv-1',
      kind: 'invoice',
      number: 'FAC-2026-000012',
      issued_at: '2026-11-03T12:00:00.000Z',
      code: 'CMD-AAA111',
      credits: null,
      ordered_by: 'Yao Mensah',
      total: 6_000,
      vat: 915,
    },
    {
      id: 'av-1',
      kind: 'credit_note',
      number: 'AV-2026-000004',
      issued_at: '2026-11-04T09:00:00.000Z',
      code: 'CMD-AAA111',
      credits: 'FAC-2026-000012',
      ordered_by: 'Yao Mensah',
      total: -6_000,
      vat: -915,
    },
    {
      id: 'inv-2',
      kind: 'invoice',
      number: 'FAC-2026-000013',
      issued_at: '2026-11-05T12:00:00.000Z',
      code: 'RES-BBB222',
      credits: null,
      ordered_by: null,
      total: 5_198,
      vat: 793,
    },
  ],
  total: 5_198,
  vat: 793,
};

function renderStatement() {
  renderWithProviders(<CompanyStatement />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T10:00:00Z') });
  fetched.mockReset();
  downloaded.mockClear();
  fetched.mockImplementation(async (path: string) => {
    if (path === '/invoices?month=2026-11') return november;
    if (path === '/invoices?month=2026-10') return { month: '2026-10', documents: [], total: 0, vat: 0 };
    throw new Error(`unexpected call ${path}`);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Relevé mensuel', () => {
  it("lists this month's invoices and credit notes with the month's total, each downloadable", async () => {
    renderStatement();
    expect((screen.getByLabelText('Mois du relevé') as HTMLInputElement).value).toBe('2026-11');
    const table = await screen.findByRole('table', { name: 'Factures et avoirs de novembre 2026' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DocumentCommandeMontant TTCPDF',
      expect.stringContaining('Facture FAC-2026-000012'),
      expect.stringMatching(/Avoir AV-2026-000004.*sur FAC-2026-000012.*-6\s000\sFCFA/),
      expect.stringContaining('Facture FAC-2026-000013'),
      expect.stringMatching(/Total du mois \(dont TVA 793\sFCFA\)5\s198\sFCFA/),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger l’avoir AV-2026-000004' }));
    await waitFor(() => expect(downloaded).toHaveBeenCalledWith('/invoices/av-1.pdf', 'AV-2026-000004.pdf'));
  });

  it("downloads the chosen month's statement as PDF or CSV", async () => {
    renderStatement();
    fireEvent.change(screen.getByLabelText('Mois du relevé'), { target: { value: '2026-10' } });
    await screen.findByText('Aucune facture ni aucun avoir en octobre 2026.');
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger le relevé de octobre 2026 (CSV)' }));
    await waitFor(() =>
      expect(downloaded).toHaveBeenCalledWith('/company/statements/2026-10.csv', 'releve-2026-10.csv'),
    );
    const pdf = screen.getByRole('button', { name: 'Télécharger le relevé de octobre 2026 (PDF)' });
    await waitFor(() => expect((pdf as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pdf);
    await waitFor(() =>
      expect(downloaded).toHaveBeenCalledWith('/company/statements/2026-10.pdf', 'releve-2026-10.pdf'),
    );
  });
});
