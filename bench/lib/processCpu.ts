import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** /proc's clock ticks are 1/100 s on Linux (USER_HZ). */
const MS_PER_TICK = 10;

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces). */
function statOf(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** User plus system CPU milliseconds a process has used; 0 once it is gone. */
export function cpuMsOf(pid: number): number {
  const f = statOf(pid);
  return f ? (Number(f[11]) + Number(f[12])) * MS_PER_TICK : 0;
}

/** `pid` and every process below it (a cluster's server processes under its primary). */
export function processTree(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const p = Number(entry);
    if (!Number.isInteger(p)) continue;
    const f = statOf(p);
    if (f) parentOf.set(p, Number(f[1]));
  }
  const tree = [pid];
  for (let k = 0; k < tree.length; k++)
    for (const [child, parent] of parentOf) if (parent === tree[k]) tree.push(child);
  return tree;
}

/** CPU milliseconds of a process tree so far. */
export const treeCpuMs = (pid: number): number => processTree(pid).reduce((s, p) => s + cpuMsOf(p), 0);

/**
 * The CPU that PostgreSQL's backends serving one database have used so far, per backend pid (they run
 * on this machine): read before and after a round, the difference over the backends present at both.
 * Other databases on the same server (other runs) are not counted.
 */
export async function databaseBackendsCpu(url: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return new Map(r.rows.map((row) => [row.pid, cpuMsOf(row.pid)]));
  } finally {
    await client.end();
  }
}

/** Milliseconds used between two `databaseBackendsCpu` readings by the backends in both. */
export function backendsCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, was] of before) {
    const now = after.get(pid);
    if (now !== undefined && now >= was) ms += now - was;
  }
  return ms;
}
