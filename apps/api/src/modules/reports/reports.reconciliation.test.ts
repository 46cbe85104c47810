import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport } from '@lome/shared';
import { type DbKind, dbKinds, type TestApp } from '../../test/helper.js';
import { FROM, inRange, orders, paid, sum, TO, totalOf } from '../../test/fixtures/reports.js';
import { reportOnFixedData } from '../../test/fixtures/reports.seed.js';

describe.each(dbKinds)('GET /api/admin/reports on a fixed data set (%s)', (kind: DbKind) => {
  let t: TestApp;
  let admin: { authorization: string };
  let customer: { authorization: string };
  let report: AdminReport;

  beforeAll(async () => {
    ({ t, admin, customer, report } = await reportOnFixedData(kind));
  });
  afterAll(() => t.close());

  it('reconciles PayGate against the sales paid by mobile money only, each refund with its state', () => {
    const mobile = paid().filter((o) => o.network !== 'CASH');
    const confirmed = sum(mobile.filter((o) => !o.noPayment).map((o) => o.confirmed ?? totalOf(o))) + 5_000;
    const ordersMarked = sum(mobile.map(totalOf));
    const r = report.reconciliation;
    expect(r.confirmed).toBe(confirmed);
    expect(r.orders_marked_paid).toBe(ordersMarked);
    expect(r.reservations_marked_paid).toBe(5_000);
    expect(r.marked_paid).toBe(ordersMarked + 5_000);
    expect(r.sponsor_activations).toBe(0);
    expect(r.lines.map((l) => [l.kind, l.code, l.refund_status ?? null]).sort()).toEqual(
      [
        ['amount_mismatch', 'A6', null],
        ['no_confirmation', 'A7', null],
        ['refund', 'A4', 'pending'],
        ['refund', 'A5', 'settled'],
      ].sort(),
    );
    expect(r.lines.find((l) => l.code === 'A5')?.refund_reference).toBe('REF-1');
    expect(r.confirmed - r.marked_paid).toBe(sum(r.lines.map((l) => l.confirmed - l.recorded)));
  });

  it('gives the cash each person took, the refunds of it, and what a rider delivered and did not record', () => {
    const cash = paid().filter((o) => o.network === 'CASH');
    const of = (who: 'cashier' | 'rider') => cash.filter((o) => o.collector === who);
    expect(report.cash.collected).toBe(sum(cash.map(totalOf)));
    expect(report.cash.collectors).toEqual(
      [
        {
          name: 'Kofi Agbeko',
          role: 'rider',
          sales: of('rider').length,
          amount: sum(of('rider').map(totalOf)),
          refunded: sum(
            of('rider')
              .filter((o) => o.refund)
              .map(totalOf),
          ),
        },
        {
          name: 'Akossiwa Dzidzo',
          role: 'staff',
          sales: 1,
          amount: sum(of('cashier').map(totalOf)),
          refunded: 0,
        },
      ].map((c) => ({ collector_id: expect.any(String), ...c })),
    );
    expect(report.cash.outstanding).toEqual([
      { rider_id: 'rider-kofi', name: 'Kofi Agbeko', sales: 1, amount: 2_500 },
    ]);
  });

  it('exports the orders of the range as CSV for French Excel', async () => {
    const res = await t.app.inject({
      url: `/api/admin/reports/orders.csv?from=${FROM}&to=${TO}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="commandes-${FROM}-${TO}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // D1, delivered in cash and not yet collected, and the reservation R1 were created in the range too.
    const created = orders.filter((o) => inRange(o.paidAt ?? o.cancelledAt));
    expect(lines).toHaveLength(created.length + 1 + 2);
    expect(lines[0]).toMatch(/^Code;Créée le;Payée le;/);
    expect(lines.find((l) => l.startsWith('A2;'))).toContain(';2026-03-02 12:40;');
    const header = lines[0]!.split(';');
    const row = (code: string) => {
      const cells = lines.find((l) => l.startsWith(`${code};`))!.split(';');
      return Object.fromEntries(header.map((h, i) => [h, cells[i]]));
    };
    expect(row('A2')).toMatchObject({ 'Total TTC (FCFA)': String(totalOf(orders[1]!)), Référence: 'tx-A2' });
    // Staff's words, never the codes: origin, account type, way of paying, the rider by name.
    expect(row('A2')).toMatchObject({
      Origine: 'WhatsApp',
      'Type de compte': 'Particulier',
      'Moyen de paiement': 'T-Money',
      Mode: 'Livraison',
    });
    expect(row('C2')).toMatchObject({
      Origine: 'Téléphone',
      'Moyen de paiement': 'Espèces',
      Livreur: 'Kofi Agbeko',
    });
    expect(row('C1')).toMatchObject({ Origine: 'Comptoir', Livreur: '' });
    // Delivered in cash, not yet collected: to be paid in cash.
    expect(row('D1')).toMatchObject({
      'Moyen de paiement': 'Espèces',
      'Payée le': '',
      Livreur: 'Kofi Agbeko',
    });
    expect(row('R1')).toMatchObject({ Mode: 'Retrait au restaurant' });
    // What was refunded, owed or paid back, with its reference.
    expect(row('A4')).toMatchObject({
      'Remboursement (FCFA)': String(totalOf(orders[3]!)),
      Remboursement: 'À rembourser',
    });
    expect(row('A5')).toMatchObject({ Remboursement: 'Remboursé', 'Référence du remboursement': 'REF-1' });
    expect(row('A1')).toMatchObject({ 'Remboursement (FCFA)': '0', Remboursement: '' });
    expect(res.body).not.toMatch(/;(particular|cash|CASH|phone|site|mobile_money);/);
  });

  it('refuses customers and bad ranges', async () => {
    const url = `/api/admin/reports?from=${FROM}&to=${TO}`;
    expect((await t.app.inject({ url, headers: customer })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    for (const q of [
      'from=2026-03-08&to=2026-03-02',
      'from=2026-02-30&to=2026-03-02',
      'from=2025-01-01&to=2026-03-02',
      'from=2026-1-1&to=2026-1-2',
      'from=&to=',
      'from=%222026-03-01%22&to=%222026-03-02%22',
      'from=2026-13-45&to=2026-03-02',
      'to=2026-03-02',
    ]) {
      const res = await t.app.inject({ url: `/api/admin/reports?${q}`, headers: admin });
      expect(res.statusCode, q).toBe(422);
      expect(res.json().message, q).toBeTruthy();
      const csv = await t.app.inject({ url: `/api/admin/reports/orders.csv?${q}`, headers: admin });
      expect(csv.statusCode, q).toBe(422);
    }
  });
});
