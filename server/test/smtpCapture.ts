import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text body (quoted-printable or base64 undone). */
  text: string;
}

/** A real SMTP server on a free loopback port that keeps what it receives, for mail tests. */
export async function startSmtpCapture(): Promise<{
  url: string;
  mails: CapturedMail[];
  /**
   * From now on a message is received but not answered, as by a server that stalls after the data:
   * the sender waits, and the message counts as delivered only once `release` answers it. A message
   * whose sender disconnects meanwhile (a killed process) is dropped, never delivered.
   */
  hold(): void;
  /** Answers the held messages (they are delivered) and stops holding. */
  release(): void;
  /** How many messages wait for an answer now. */
  readonly held: number;
  close(): Promise<void>;
}> {
  const mails: CapturedMail[] = [];
  let holding = false;
  const waiting = new Map<string, () => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const deliver = () => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject: decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? ''),
            text: decodeBody(raw),
          });
          callback();
        };
        if (holding) waiting.set(session.id, deliver);
        else deliver();
      });
    },
    onClose(session) {
      waiting.delete(session.id);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const deliver of waiting.values()) deliver();
      waiting.clear();
    },
    get held() {
      return waiting.size;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeHeader(value: string): string {
  return (
    value
      .replace(/\r?\n[ \t]/g, ' ')
      // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
      )
  );
}

function decodeBody(raw: string): string {
  const textPart = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  const headerBlock = textPart ? raw.slice(0, raw.indexOf(textPart[1]!)) : raw;
  const body =
    textPart?.[1] ??
    raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n');
  const lastEncoding = [...headerBlock.matchAll(/Content-Transfer-Encoding: (\S+)/gi)]
    .pop()?.[1]
    ?.toLowerCase();
  if (lastEncoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (lastEncoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const s = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '=' && /^[0-9A-F]{2}$/i.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(s[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
