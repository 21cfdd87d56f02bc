import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded text of an .eml the server wrote into its outbox (nodemailer's stream transport). */
function mailText(raw: string): string {
  const [headers = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/**
 * Waits for a mail to `to` that the outbox did not hold before (`seen`: file names already there)
 * and returns its text.
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  seen: Set<string>,
  timeoutMs = 15_000,
): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const suffix = `-${to.replace(/[^a-zA-Z0-9@._-]/g, '_')}.eml`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      // No mail yet: the folder appears with the first one.
    }
    const fresh = names.filter((n) => n.endsWith(suffix) && !seen.has(n)).sort();
    const last = fresh[fresh.length - 1];
    if (last) {
      // The server may still be writing the file: only a whole message (headers and body) counts.
      const first = readFileSync(path.join(dir, last), 'utf8');
      await new Promise((r) => setTimeout(r, 100));
      const again = readFileSync(path.join(dir, last), 'utf8');
      const text = mailText(again);
      if (first === again && text.trim() !== '') return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} in ${dir} within ${timeoutMs} ms`);
}

export function outboxNames(dataDir: string): Set<string> {
  try {
    return new Set(readdirSync(path.join(dataDir, 'outbox')));
  } catch {
    return new Set();
  }
}
