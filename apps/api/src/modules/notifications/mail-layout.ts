import { fullName } from '@lome/shared';
import type { Mail } from '../../lib/mailer.js';

// How every e-mail is written (sale-mails.ts, account-mails.ts): lines in plain text and HTML, one layout.

export const SIGNATURE = "L'équipe Chez Mama Lomé";

/** Text for HTML: names come from the menu and customers, so they are escaped. */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One line of an e-mail: plain text, and its HTML (already escaped). */
export type Line = { text: string; html: string };
export const line = (text: string, strong = false): Line => ({
  text,
  html: strong ? `<strong>${escapeHtml(text)}</strong>` : escapeHtml(text),
});
/** A line that details the one above it (a dish's choices, its note): indented, in grey. */
export const detail = (text: string): Line => ({
  text: `   ${text}`,
  html: `<span style="color:#555;padding-left:1.5em">${escapeHtml(text)}</span>`,
});
export const link = (label: string, url: string): Line => ({
  text: `${label} : ${url}`,
  html: `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`,
});

/** A French e-mail in plain text and simple HTML from the same paragraphs (a paragraph is a list of lines). */
export function compose(to: string, subject: string, paragraphs: Line[][]): Mail {
  return {
    to,
    subject,
    text: paragraphs.map((p) => p.map((l) => l.text).join('\n')).join('\n\n'),
    html:
      `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#222;max-width:560px">` +
      paragraphs.map((p) => `<p>${p.map((l) => l.html).join('<br>')}</p>`).join('') +
      `</body></html>`,
  };
}

export type Customer = { email: string; firstname: string; lastname: string | null };
export const hello = (c: Customer) => [line(`Bonjour ${fullName(c.firstname)},`)];
