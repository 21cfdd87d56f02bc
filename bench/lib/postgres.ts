/** The PostgreSQL server the benchmarks create their scratch databases on (an admin connection). */
export function benchPostgresUrl(): string {
  return process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}
