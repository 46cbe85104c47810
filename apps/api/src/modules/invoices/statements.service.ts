import {
  monthLabel,
  statementMessages,
  type AdminInvoiceDocuments,
  type AdminStatement,
  type InvoiceDocument,
  type InvoiceDocuments,
} from '@lome/shared';
import type { Db } from '../../db/connection.js';
import type { User } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { toCsv } from '../../lib/csv.js';
import { findAccountById, isCompanyHolder } from '../users/users.service.js';
import { renderStatementPdf, type InvoiceContent, type Statement } from './invoices.pdf.js';
import * as repo from './invoices.repository.js';
import { companyName, sellerOf } from './seller.js';

const monthBounds = (month: string) => {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
};

type DocumentRow = Awaited<ReturnType<typeof repo.listDocuments>>[number];

/** A stored document as listed: a credit note's amounts negative, so a month's sum is what is owed. */
function toDocument(row: DocumentRow): InvoiceDocument {
  const content = JSON.parse(row.content) as InvoiceContent;
  const sign = row.kind === 'credit_note' ? -1 : 1;
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issued_at: row.issued_at,
    code: content.order_code,
    credits: content.credits,
    ordered_by: content.buyer.ordered_by,
    total: sign * row.total,
    vat: sign * row.vat,
  };
}

const sum = (docs: InvoiceDocument[], key: 'total' | 'vat') => docs.reduce((n, d) => n + d[key], 0);

/**
 * The month's invoices and credit notes: a company holder's (every colleague's, made out to the company), or a
 * customer's own; numbered order, with their sum.
 */
export async function listDocuments(db: Db, userId: string, month: string): Promise<InvoiceDocuments> {
  const me = await findAccountById(db, userId);
  const holder = !!me && isCompanyHolder(me);
  const { from, to } = monthBounds(month);
  const rows = await repo.listDocuments(db, holder ? { companyId: userId } : { userId }, from, to);
  const documents = rows.map(toDocument);
  return { month, documents, total: sum(documents, 'total'), vat: sum(documents, 'vat') };
}

async function statementOf(db: Db, company: User, month: string): Promise<Statement> {
  const { from, to } = monthBounds(month);
  const documents = (await repo.listDocuments(db, { companyId: company.id }, from, to)).map(toDocument);
  const { seller } = await sellerOf(db);
  const invoiced = sum(
    documents.filter((d) => d.kind === 'invoice'),
    'total',
  );
  return {
    month,
    label: monthLabel(month),
    seller,
    company: {
      name: companyName(company),
      address: company.adresse_company,
      nif: company.nif,
      rccm: company.rccm,
    },
    documents,
    invoiced,
    credited: invoiced - sum(documents, 'total'),
    total: sum(documents, 'total'),
    vat: sum(documents, 'vat'),
  };
}

/** The statement of `company` (a holder account) for `month` as a PDF or a CSV (French Excel, decision 0028). */
export async function companyStatement(db: Db, company: User, month: string, format: 'pdf' | 'csv') {
  const statement = await statementOf(db, company, month);
  const filename = `releve-${month}.${format}`;
  if (format === 'pdf') return { filename, body: await renderStatementPdf(statement) };
  const body = toCsv(
    [
      'Date',
      'Document',
      'Numéro',
      'Facture d’origine',
      'Commande',
      'Commandé par',
      'Total TTC (FCFA)',
      'dont TVA (FCFA)',
    ],
    statement.documents.map((d) => [
      d.issued_at.slice(0, 16).replace('T', ' '),
      d.kind === 'invoice' ? 'Facture' : 'Avoir',
      d.number,
      d.credits,
      d.code,
      d.ordered_by,
      d.total,
      d.vat,
    ]),
  );
  return { filename, body };
}

/** The statement of the company account `companyId` for admins; 404 when it is not a company's holder. */
export async function companyStatementFor(db: Db, companyId: string, month: string, format: 'pdf' | 'csv') {
  const company = await findAccountById(db, companyId);
  if (!company || !isCompanyHolder(company)) {
    throw new AppError(404, 'COMPANY_NOT_FOUND', statementMessages.companyNotFound);
  }
  return companyStatement(db, company, month, format);
}

/**
 * The back-office's month (decision 0062): every invoice and credit note issued in it, whom each is made out to,
 * and one statement per company with documents in it (named as its profile reads today, like the statement).
 */
export async function listAllDocuments(db: Db, month: string): Promise<AdminInvoiceDocuments> {
  const { from, to } = monthBounds(month);
  const documents = (await repo.listDocuments(db, 'all', from, to)).map((row) => ({
    ...toDocument(row),
    buyer: (JSON.parse(row.content) as InvoiceContent).buyer.name,
    company_id: row.company_id,
  }));
  const byCompany = new Map<string, typeof documents>();
  for (const d of documents) {
    if (d.company_id) byCompany.set(d.company_id, [...(byCompany.get(d.company_id) ?? []), d]);
  }
  const statements: AdminStatement[] = [];
  for (const [companyId, docs] of byCompany) {
    const company = await findAccountById(db, companyId);
    statements.push({
      company_id: companyId,
      name: company ? companyName(company) : docs[0]!.buyer,
      documents: docs.length,
      total: sum(docs, 'total'),
    });
  }
  statements.sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return { month, documents, statements, total: sum(documents, 'total'), vat: sum(documents, 'vat') };
}
