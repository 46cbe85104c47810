import fs from 'node:fs/promises';
import path from 'node:path';

export type SentMail = { subject: string; text: string };

const qpBytes = (s: string) =>
  Buffer.from(
    s.replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** The Subject header with its RFC 2047 encoded words decoded. */
function subjectOf(raw: string): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return folded
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : qpBytes(text.replace(/_/g, ' ')),
    )
    .trim();
}

/**
 * The .eml files in $DATA_DIR/outbox sent to `to`, oldest first: the subject, and the whole message with its
 * quoted-printable parts decoded (text and HTML).
 */
export async function mailsTo(dataDir: string, to: string): Promise<SentMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(names.map((n) => fs.readFile(path.join(dir, n), 'utf8')));
  return mails
    .filter((m) => new RegExp(`^To: ${to}$`, 'mi').test(m))
    .map((m) => ({ subject: subjectOf(m), text: qpBytes(m.replace(/=\r?\n/g, '')) }));
}
