import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  cc?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log: `smtp://host:port` or the outbox folder. */
  readonly description: string;
}

/**
 * SMTP when `smtpUrl` is set; otherwise every message is written as an .eml file into `outboxDir`,
 * which a developer opens with any mail client (and `GET /api/dev/outbox` lists in development).
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    const url = new URL(smtpUrl);
    // A silent server is given up within about a minute (nodemailer waits up to 10 minutes), so a
    // mail job always ends well within the queue's expiry (server/jobs/tempi.ts). The URL's own
    // settings win.
    const transport = transportOnFirstUse((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      }),
    );
    return {
      description: `${url.protocol}//${url.hostname}:${url.port || 25}`,
      async send(message) {
        await (await transport()).sendMail({ from: opts.from, ...message });
      },
    };
  }
  const transport = transportOnFirstUse((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    description: opts.outboxDir,
    async send(message) {
      const info = await (await transport()).sendMail({ from: opts.from, ...message });
      await mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      await writeFile(path.join(opts.outboxDir, `${stamp}-${safeTo}.eml`), info.message as Buffer);
    },
  };
}

/** nodemailer is loaded with the first message, not at every start (issue 13). */
function transportOnFirstUse(
  create: (nodemailer: (typeof import('nodemailer'))['default']) => Transporter,
): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then((m) => create(m.default)));
}
