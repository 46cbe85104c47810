import PDFDocument from 'pdfkit';
import { formatFcfa, type InvoiceDocument } from '@lome/shared';

/** What an invoice says, frozen when it is issued: the PDF is drawn from it, never from the live rows. */
export type InvoiceContent = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issued_on: string;
  /**
   * The day the sale was paid (Lomé time), absent from invoices issued before decision 0062. It differs from
   * `issued_on` only on an invoice issued late, for a sale paid before invoices were issued at payment.
   */
  paid_on?: string | null;
  /** A credit note's invoice number. */
  credits: string | null;
  seller: { name: string; address: string; nif: string; rccm: string };
  buyer: {
    name: string;
    address: string | null;
    nif: string | null;
    rccm: string | null;
    ordered_by: string | null;
  };
  order_code: string;
  /** `details`: a line's choices with their price changes and its note (decision 0081), absent when none. */
  lines: { name: string; quantity: number; unit_price: number; total: number; details?: string[] }[];
  delivery: number;
  discounts: { label: string; amount: number }[];
  total: number;
  vat: number;
  vat_rate_percent: string;
  payment: { method: string; reference: string | null } | null;
};

/** A company's monthly statement (P9.5): its identity today, and the month's invoices and credit notes. */
export type Statement = {
  month: string;
  label: string;
  seller: InvoiceContent['seller'];
  company: { name: string; address: string | null; nif: string | null; rccm: string | null };
  documents: InvoiceDocument[];
  invoiced: number;
  credited: number;
  total: number;
  vat: number;
};

const money = formatFcfa;

/** A pdfkit document and the promise of its bytes once `end()` is called. */
function newDocument(title: string, author: string) {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: author } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}

/** The PDF of an invoice or credit note, drawn from its frozen content (the same bytes' meaning every time). */
export function renderInvoicePdf(c: InvoiceContent): Promise<Buffer> {
  const { doc, done } = newDocument(c.number, c.seller.name);

  const title = c.kind === 'invoice' ? 'FACTURE' : 'AVOIR';
  doc.font('Helvetica-Bold').fontSize(18).text(`${title} ${c.number}`);
  doc.font('Helvetica').fontSize(10).text(`Date : ${c.issued_on}`);
  if (c.kind === 'invoice' && c.paid_on && c.paid_on !== c.issued_on)
    doc.text(`Vente payée le : ${c.paid_on}`);
  if (c.credits) doc.text(`Avoir sur la facture ${c.credits}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').text(c.seller.name);
  doc.font('Helvetica').text(c.seller.address);
  doc.text(`NIF : ${c.seller.nif || '—'}   RCCM : ${c.seller.rccm || '—'}`);
  doc.moveDown();

  doc.font('Helvetica-Bold').text('Client');
  doc.font('Helvetica').text(c.buyer.name);
  if (c.buyer.address) doc.text(c.buyer.address);
  if (c.buyer.nif || c.buyer.rccm) doc.text(`NIF : ${c.buyer.nif || '—'}   RCCM : ${c.buyer.rccm || '—'}`);
  if (c.buyer.ordered_by) doc.text(`Commandé par : ${c.buyer.ordered_by}`);
  doc.moveDown();

  doc.text(`Commande ${c.order_code}`);
  doc.moveDown(0.5);
  for (const l of c.lines) {
    doc.text(`${l.quantity} × ${l.name} à ${money(l.unit_price)}`, { continued: true });
    doc.text(money(l.total), { align: 'right' });
    for (const d of l.details ?? []) doc.fillColor('#555').text(`    ${d}`).fillColor('black');
  }
  if (c.delivery > 0) doc.text('Livraison', { continued: true }).text(money(c.delivery), { align: 'right' });
  for (const d of c.discounts)
    doc.text(d.label, { continued: true }).text(money(-d.amount), { align: 'right' });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text('Total TTC', { continued: true }).text(money(c.total), { align: 'right' });
  doc
    .font('Helvetica')
    .text(`dont TVA ${c.vat_rate_percent} %`, { continued: true })
    .text(money(c.vat), { align: 'right' });
  doc.moveDown();
  if (c.payment) {
    doc.text(
      `Payé par ${c.payment.method}${c.payment.reference ? `, référence ${c.payment.reference}` : ''}.`,
    );
  }
  doc.end();
  return done;
}

/** A company's monthly statement: both identities, one line per invoice or credit note, the month's totals. */
export function renderStatementPdf(s: Statement): Promise<Buffer> {
  const { doc, done } = newDocument(`Relevé ${s.month}`, s.seller.name);
  doc.font('Helvetica-Bold').fontSize(18).text(`RELEVÉ MENSUEL – ${s.label}`);
  doc.moveDown();
  doc.fontSize(10).text(s.seller.name);
  doc.font('Helvetica').text(s.seller.address);
  doc.text(`NIF : ${s.seller.nif || '—'}   RCCM : ${s.seller.rccm || '—'}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Client');
  doc.font('Helvetica').text(s.company.name);
  if (s.company.address) doc.text(s.company.address);
  doc.text(`NIF : ${s.company.nif || '—'}   RCCM : ${s.company.rccm || '—'}`);
  doc.moveDown();

  if (s.documents.length === 0) doc.text('Aucune facture ni aucun avoir ce mois-ci.');
  for (const d of s.documents) {
    const what =
      d.kind === 'invoice'
        ? `${d.issued_at.slice(0, 10)}  Facture ${d.number}  (commande ${d.code})`
        : `${d.issued_at.slice(0, 10)}  Avoir ${d.number} sur ${d.credits ?? '—'}`;
    doc.text(what, { continued: true }).text(money(d.total), { align: 'right' });
  }
  doc.moveDown(0.5);
  doc.text('Total facturé', { continued: true }).text(money(s.invoiced), { align: 'right' });
  doc.text('Total des avoirs', { continued: true }).text(money(-s.credited), { align: 'right' });
  doc
    .font('Helvetica-Bold')
    .text('Total du mois TTC', { continued: true })
    .text(money(s.total), { align: 'right' });
  doc.font('Helvetica').text('dont TVA', { continued: true }).text(money(s.vat), { align: 'right' });
  doc.end();
  return done;
}
