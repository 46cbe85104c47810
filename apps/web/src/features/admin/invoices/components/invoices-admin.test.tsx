import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminInvoiceDocuments } from '@lome/shared';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { renderWithProviders } from '@/test/render';
import { InvoicesAdmin } from './invoices-admin';

vi.mock(import('@/lib/api-client'), async (original) => ({ ...(await original()), api: vi.fn() }));
vi.mock(import('@/lib/download-file'), () => ({ downloadFile: vi.fn(async () => undefined) }));

const fetched = vi.mocked(api);
const downloaded = vi.mocked(downloadFile);

const november: AdminInvoiceDocuments = {
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
      buyer: 'Lomé Conseil SARL',
      company_id: 'c1',
      total: 6_000,
      vat: 915,
    },
    {
      id: 'inv-2',
      kind: 'invoice',
      number: 'FAC-2026-000013',
      issued_at: '2026-11-03T12:05:00.000Z',
      code: 'RES-BBB222',
      credits: null,
      ordered_by: null,
      buyer: 'Akossiwa Ameganvi',
      company_id: null,
      total: 5_198,
      vat: 793,
    },
    {
      id: 'av-1',
      kind: 'credit_note',
      number: 'AV-2026-000004',
      issued_at: '2026-11-04T09:00:00.000Z',
      code: 'CMD-AAA111',
      credits: 'FAC-2026-000012',
      ordered_by: 'Yao Mensah',
      buyer: 'Lomé Conseil SARL',
      company_id: 'c1',
      total: -6_000,
      vat: -915,
    },
  ],
  statements: [{ company_id: 'c1', name: 'Lomé Conseil SARL', documents: 2, total: 0 }],
  total: 5_198,
  vat: 793,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T10:00:00Z') });
  fetched.mockReset();
  downloaded.mockClear();
  fetched.mockImplementation(async (path: string) => {
    if (path === '/admin/invoices?month=2026-11') return november;
    if (path === '/admin/invoices?month=2026-10')
      return { month: '2026-10', documents: [], statements: [], total: 0, vat: 0 };
    throw new Error(`unexpected call ${path}`);
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Factures (back-office)', () => {
  it("lists this month's invoices and credit notes with whom they are made out to, each downloadable", async () => {
    renderWithProviders(<InvoicesAdmin />);
    expect((screen.getByLabelText('Mois') as HTMLInputElement).value).toBe('2026-11');
    const table = await screen.findByRole('table', { name: 'Factures et avoirs de novembre 2026' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'DocumentClientCommandeMontant TTCPDF',
      expect.stringMatching(
        /^Facture FAC-2026-000012.*Lomé Conseil SARLCommandé par Yao MensahCMD-AAA1116\s000\sFCFA/,
      ),
      expect.stringMatching(/^Facture FAC-2026-000013.*Akossiwa AmeganviRES-BBB2225\s198\sFCFA/),
      expect.stringMatching(/^Avoir AV-2026-000004.*sur FAC-2026-000012.*-6\s000\sFCFA/),
      expect.stringMatching(/Total du mois \(dont TVA 793\sFCFA\)5\s198\sFCFA/),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger l’avoir AV-2026-000004' }));
    await waitFor(() => expect(downloaded).toHaveBeenCalledWith('/invoices/av-1.pdf', 'AV-2026-000004.pdf'));
  });

  it("downloads a company's statement of the month as PDF or CSV", async () => {
    renderWithProviders(<InvoicesAdmin />);
    const table = await screen.findByRole('table', { name: 'Relevés des entreprises de novembre 2026' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(/^Lomé Conseil SARL20\sFCFA/);
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Télécharger le relevé de Lomé Conseil SARL de novembre 2026 (CSV)',
      }),
    );
    await waitFor(() =>
      expect(downloaded).toHaveBeenCalledWith(
        '/admin/companies/c1/statements/2026-11.csv',
        'releve-2026-11.csv',
      ),
    );
  });

  it('reads another month when one is chosen, and says when it has nothing', async () => {
    renderWithProviders(<InvoicesAdmin />);
    await screen.findByRole('table', { name: 'Factures et avoirs de novembre 2026' });
    fireEvent.change(screen.getByLabelText('Mois'), { target: { value: '2026-10' } });
    await screen.findByText('Aucune facture ni aucun avoir en octobre 2026.');
    screen.getByText('Aucune entreprise facturée en octobre 2026.');
    // A month cleared by the picker asks for one instead of calling the API.
    fireEvent.change(screen.getByLabelText('Mois'), { target: { value: '' } });
    screen.getByText('Choisissez un mois.');
    expect(fetched.mock.calls.map(([path]) => path)).toEqual([
      '/admin/invoices?month=2026-11',
      '/admin/invoices?month=2026-10',
    ]);
  });
});
