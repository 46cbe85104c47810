import fs from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { Account, ReferralWorld } from '../../test/referral.js';

/** The invoices tests' readers of PDFs and e-mails, and their steps (invoices.*.test.ts). */

/** The text a PDF shows: pdfkit writes each run as a hex string inside (mostly deflated) content streams. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  // pdfkit writes `stream\n<bytes>\nendstream`; a compressed stream may end with a \r byte of its own, which is data.
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)].map((m) => {
    const bytes = Buffer.from(m[1]!, 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return m[1]!;
    }
  });
  return streams
    .join('\n')
    .split(/\bTJ\b/)
    .map((chunk) =>
      [...chunk.matchAll(/<([0-9a-fA-F]+)>/g)]
        .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n')
    .replace(/\u00a0/g, ' ');
}

export const year = () => new Date().getUTCFullYear();
export const thisMonth = () => new Date().toISOString().slice(0, 7);
export const fcfa = (n: number) => `${n.toLocaleString('fr-FR').replace(/\s/g, ' ')} FCFA`;

/** The raw .eml files the test mailer wrote to `to` (attachments are base64 parts, left as they are). */
export async function rawMailsTo(dataDir: string, to: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(names.map((n) => fs.readFile(path.join(dir, n), 'utf8')));
  return mails.filter((m) => new RegExp(`^To: ${to}$`, 'mi').test(m));
}

/** The PDF parts of a raw e-mail: their file name and bytes. */
export function pdfAttachments(raw: string): { filename: string; bytes: Buffer }[] {
  return [
    ...raw.matchAll(
      /Content-Type: application\/pdf; name=(\S+)\r?\n(?:[\w-]+: .*\r?\n(?:[ \t].*\r?\n)*)*\r?\n([A-Za-z0-9+/=\r\n]+)/g,
    ),
  ].map((m) => ({
    filename: m[1]!.replace(/"/g, ''),
    bytes: Buffer.from(m[2]!.replace(/\s/g, ''), 'base64'),
  }));
}

/** The invoices tests' steps on the world `w()`. */
export function invoiceSteps(w: () => ReferralWorld) {
  const db = () => w().t.db;

  /** `n` colleagues joined to the company account `holderId`. */
  async function colleaguesOf(holderId: string, n: number): Promise<Account[]> {
    const colleagues: Account[] = [];
    for (let i = 0; i < n; i++) colleagues.push((await w().register('particular')).account);
    await db()
      .updateTable('users')
      .set({ company_id: holderId })
      .where(
        'id',
        'in',
        colleagues.map((c) => c.id),
      )
      .execute();
    return colleagues;
  }

  const pdfOf = (auth: { authorization: string }, orderId: string) =>
    w().inject('GET', `/api/orders/${orderId}/invoice.pdf`, auth);

  /** A reservation three days ahead (a pickup), not paid yet. */
  async function reserve(who: Account, quantity = 2) {
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const created = await w().inject('POST', '/api/reservations', who.auth, {
      dishes: [{ dish_id: w().dish.id, quantity }],
      reservation_date: `${day} 12:30:00`,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: string; code: string; total_price: number }>();
  }

  /** Pays a reservation through POST /api/payment and PayGate's callback; its transaction reference. */
  async function payReservation(who: Account, reservationId: string) {
    const started = await w().inject('POST', '/api/payment', who.auth, {
      reservation_id: reservationId,
      phone_number: '90112233',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { tx_reference } = started.json<{ tx_reference: string }>();
    await w().inject('POST', '/api/paygate/callback', {}, { tx_reference });
    return tx_reference;
  }

  /** A paid reservation three days ahead (a pickup, cancellable with its refund). */
  async function paidReservation(who: Account, quantity = 2) {
    const reservation = await reserve(who, quantity);
    return { ...reservation, tx_reference: await payReservation(who, reservation.id) };
  }

  /** When each sale was paid, by id. */
  async function paidAtOf(ids: string[]): Promise<Map<string, string | null>> {
    const rows = await db().selectFrom('orders').select(['id', 'paid_at']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.paid_at]));
  }

  /** The invoices of these sales, in the order they were numbered. */
  const invoicesOf = (ids: string[]) =>
    db()
      .selectFrom('invoices')
      .select(['id', 'number', 'year', 'sequence', 'order_id', 'issued_at', 'content'])
      .where('kind', '=', 'invoice')
      .where('order_id', 'in', ids)
      .orderBy('year')
      .orderBy('sequence')
      .execute();

  /** The last FAC number given in each year. */
  async function facCounters(): Promise<Map<number, number>> {
    const rows = await db()
      .selectFrom('invoice_counters')
      .select(['year', 'last_number'])
      .where('series', '=', 'FAC')
      .execute();
    return new Map(rows.map((r) => [r.year, r.last_number]));
  }

  /**
   * Runs `work` while another process holds the outbox: the events wait, as they do between a payment and its
   * consumption (the lease is taken back afterwards, whatever happens).
   */
  async function withOutboxHeld(work: () => Promise<void>) {
    await db()
      .insertInto('outbox_leases')
      .values({ name: 'domain_events', holder: 'another-process', expires_at: '9999-12-31T00:00:00.000Z' })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({ holder: 'another-process', expires_at: '9999-12-31T00:00:00.000Z' }),
      )
      .execute();
    try {
      await work();
    } finally {
      await db()
        .updateTable('outbox_leases')
        .set({ holder: null, expires_at: null })
        .where('name', '=', 'domain_events')
        .execute();
    }
  }

  const documentsOf = (subject: { order_id?: string; reservation_id?: string }) =>
    db()
      .selectFrom('invoices')
      .select(['id', 'kind', 'number', 'credited_invoice_id', 'total', 'vat', 'content'])
      // A reservation is a sale like an order: its documents name it by the same column (decision 0069).
      .where('order_id', '=', (subject.order_id ?? subject.reservation_id)!)
      .orderBy('kind', 'desc')
      .execute();

  /** A company holder with its legal identity filled in. */
  async function companyWithIdentity(nif: string) {
    const { account } = await w().register('company');
    await db()
      .updateTable('users')
      .set({ nif, rccm: `TG-LOM-2026-B-${nif.slice(-4)}`, adresse_company: 'Rue du Commerce, Lomé' })
      .where('id', '=', account.id)
      .execute();
    return account;
  }

  return {
    colleaguesOf,
    pdfOf,
    reserve,
    payReservation,
    paidReservation,
    paidAtOf,
    invoicesOf,
    facCounters,
    withOutboxHeld,
    documentsOf,
    companyWithIdentity,
  };
}
