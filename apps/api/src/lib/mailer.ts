import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { newId } from './ids.js';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};
export type Mailer = { send(mail: Mail): Promise<void> };

/** SMTP when SMTP_URL is set; otherwise each message becomes a .eml file in $DATA_DIR/outbox (P10.6). */
export function createMailer(opts: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await fs.mkdir(outbox, { recursive: true });
      // Time first so a directory listing reads in sending order.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`;
      await fs.writeFile(path.join(outbox, name), info.message as Buffer);
    },
  };
}
