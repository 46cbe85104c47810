import fs from 'node:fs/promises';
import path from 'node:path';

export type OutboxMail = { to: string; subject: string; text: string; file: string };

/** Decodes quoted-printable into raw bytes (soft line breaks removed). */
function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  switch ((transferEncoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`), as nodemailer writes non-ASCII subjects and names. */
function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

type Part = { headers: Map<string, string>; body: string };

function parsePart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const split = normalised.indexOf('\n\n');
  const head = split === -1 ? normalised : normalised.slice(0, split);
  const body = split === -1 ? '' : normalised.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The text/plain content of a message, looking inside multipart bodies. */
function plainText(part: Part): string {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const children = part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .map((chunk) => parsePart(chunk.replace(/^\n/, '')));
    const texts = children.map(plainText).filter((t) => t !== '');
    return texts[0] ?? '';
  }
  if (!type.toLowerCase().startsWith('text/plain')) return '';
  return decodeBody(part.body, part.headers.get('content-transfer-encoding')).replace(/\n$/, '');
}

/** Every message the server wrote to `$E2E_DATA_DIR/outbox` (P10.6), newest first. */
export async function readOutbox(): Promise<OutboxMail[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through e2e/playwright.config.ts');
  const outbox = path.join(dataDir, 'outbox');
  const names = await fs.readdir(outbox).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  // File names start with the sending time, so a reverse sort puts the newest first.
  const emls = names
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .reverse();
  return Promise.all(
    emls.map(async (name) => {
      const file = path.join(outbox, name);
      const message = parsePart(await fs.readFile(file, 'utf8'));
      return {
        to: decodeHeaderValue(message.headers.get('to') ?? ''),
        subject: decodeHeaderValue(message.headers.get('subject') ?? ''),
        text: plainText(message),
        file,
      };
    }),
  );
}
