import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { engineText } from '../../engine/core/messages';
import {
  parseListQuery,
  type FilterCondition,
  type FilterGroup,
  type ListQuery,
} from '../../engine/core/query';

/** One book of the library; prices in pounds. */
export interface Book {
  id: number;
  title: string;
  author: string;
  price: number;
  published: string;
}

const ACCOUNTS = [
  {
    uid: 'u-1',
    email: 'reader@library.example',
    secret: 'Shelves!2026',
    fullName: 'Ada Reader',
    grants: ['BOOKS_READ', 'BOOKS_WRITE'],
  },
];

const SEED: Book[] = [
  { id: 1, title: 'Middlemarch', author: 'George Eliot', price: 1234.5, published: '1871-12-01' },
  { id: 2, title: 'Persuasion', author: 'Jane Austen', price: 8.99, published: '1817-12-20' },
  { id: 3, title: 'Bleak House', author: 'Charles Dickens', price: 12, published: '1853-03-05' },
];

const MIME: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** A condition on a book, for the operators a text or number column's filter sends. */
function matches(book: Book, c: FilterCondition): boolean {
  const value = (book as unknown as Record<string, unknown>)[c.field];
  const text = String(value ?? '').toLowerCase();
  const wanted = String(c.value.value).toLowerCase();
  switch (c.op) {
    case 'co':
      return text.includes(wanted);
    case 'nco':
      return !text.includes(wanted);
    case 'sw':
      return text.startsWith(wanted);
    case 'ew':
      return text.endsWith(wanted);
    case 'neq':
      return text !== wanted;
    default:
      return text === wanted;
  }
}

function keep(book: Book, group: FilterGroup): boolean {
  const test = (n: FilterGroup | FilterCondition) => ('logic' in n ? keep(book, n) : matches(book, n));
  return group.logic === 'and' ? group.items.every(test) : group.items.some(test);
}

function page(books: Book[], q: ListQuery): { items: Book[]; total: number } {
  let rows = q.filter ? books.filter((b) => keep(b, q.filter!)) : books;
  const search = q.fullTextSearch?.toLowerCase();
  if (search) rows = rows.filter((b) => `${b.title} ${b.author}`.toLowerCase().includes(search));
  for (const s of [...q.sort].reverse()) {
    const key = s.field as keyof Book;
    rows = [...rows].sort(
      (a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (s.direction === 'asc' ? 1 : -1),
    );
  }
  const start = (q.page - 1) * q.pageSize;
  return { items: rows.slice(start, start + q.pageSize), total: rows.length };
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

function send(res: ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

/** Problems of a new book, in the library's English. */
function problemsOf(b: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (typeof b.title !== 'string' || !b.title.trim()) problems.push('A title is required');
  if (typeof b.author !== 'string' || !b.author.trim()) problems.push('An author is required');
  if (typeof b.price !== 'number' || !Number.isFinite(b.price) || b.price < 0)
    problems.push('The price must be a positive amount');
  if (typeof b.published !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(b.published))
    problems.push('A publication date is required');
  return problems;
}

/**
 * The library's API and its built client: a session resource for sign-in, `whoami`, and books as a
 * list in the engine's list grammar. In memory, one process: a test double of a real back end.
 */
export function startLibraryServer(
  distDir: string,
): Promise<{ server: Server; baseUrl: string; books: Book[]; calls: string[] }> {
  const books = SEED.map((b) => ({ ...b }));
  /** Every API call as `METHOD /path`, for the test to see which shape the engine used. */
  const calls: string[] = [];
  const sessions = new Map<string, (typeof ACCOUNTS)[number]>();
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://library');
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const account = token ? sessions.get(token) : undefined;
      const route = `${req.method} ${url.pathname}`;
      if (url.pathname.startsWith('/api/')) calls.push(route);
      if (route === 'POST /api/auth/session') {
        const { email, secret } = await bodyOf(req);
        const found = ACCOUNTS.find((a) => a.email === email && a.secret === secret);
        if (!found)
          return send(res, 403, { messages: [{ text: 'Unknown e-mail or password', type: 'error' }] });
        const sessionToken = randomUUID();
        sessions.set(sessionToken, found);
        return send(res, 201, { sessionToken });
      }
      if (url.pathname.startsWith('/api/')) {
        if (!account) return send(res, 401, { messages: [{ text: 'Sign in first', type: 'error' }] });
        if (route === 'DELETE /api/auth/session') {
          sessions.delete(token!);
          return send(res, 204);
        }
        if (route === 'GET /api/auth/whoami') {
          const { uid, fullName, email, grants } = account;
          return send(res, 200, { account: { uid, fullName, email, grants } });
        }
        if (route === 'GET /api/books') {
          const parsed = parseListQuery(url.searchParams);
          if (!parsed.ok)
            return send(res, 400, {
              messages: parsed.errors.map((e) => ({
                text: engineText(e.message.key, e.message.params, 'en-GB'),
                type: 'error',
              })),
            });
          return send(res, 200, page(books, parsed.query));
        }
        if (route === 'POST /api/books' && account.grants.includes('BOOKS_WRITE')) {
          const b = await bodyOf(req);
          const problems = problemsOf(b);
          if (problems.length)
            return send(res, 400, { messages: problems.map((text) => ({ text, type: 'error' })) });
          const book = {
            id: books.length + 1,
            title: String(b.title),
            author: String(b.author),
            price: Number(b.price),
            published: String(b.published),
          };
          books.push(book);
          return send(res, 201, book);
        }
        return send(res, 404, { messages: [{ text: 'No such call', type: 'error' }] });
      }
      const file = path.join(distDir, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
      const content = await readFile(file).catch(() => null);
      if (content && path.extname(file)) {
        res.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' });
        return res.end(content);
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(await readFile(path.join(distDir, 'index.html')));
    })().catch((error: unknown) => send(res, 500, { messages: [{ text: String(error), type: 'error' }] }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, baseUrl: `http://127.0.0.1:${port}`, books, calls });
    }),
  );
}
