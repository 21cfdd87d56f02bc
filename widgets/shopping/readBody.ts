/**
 * The shapes the carrello calls answer in (DESIGN.md "The API"), read for a query's `select`:
 * lists as `{ items }`, `{ data: [...] }` or `{ data: { items } }`, one object as `{ data }`.
 */
export function readItems<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object') {
    const record = body as { items?: unknown; data?: unknown };
    if (Array.isArray(record.items)) return record.items as T[];
    if (record.data !== undefined) return readItems<T>(record.data);
  }
  return [];
}

export function readData<T>(body: unknown): T {
  return (body && typeof body === 'object' && 'data' in body ? body.data : body) as T;
}
