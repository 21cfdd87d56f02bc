/**
 * Values read at a version of the data they come from, kept while that version stays: a database row
 * that every write of that data moves in the writer's transaction (e.g. `versione_utenti`), read by
 * each request at its start. A request brings the version it read: a newer one drops everything kept;
 * an older one (a request that began before a write another request has already seen) reads afresh
 * and keeps nothing; none at all reads afresh. So nothing kept is older than the request asking.
 */
export class VersionedCache<V> {
  private versione = -1;
  private readonly entries = new Map<string, V>();
  private readonly pending = new Map<string, Promise<V>>();

  constructor(private readonly max: number) {}

  async get(key: string, versione: number | null, read: () => Promise<V>): Promise<V> {
    if (versione === null || versione < this.versione) return read();
    if (versione > this.versione) {
      this.versione = versione;
      this.entries.clear();
      this.pending.clear();
    }
    if (this.entries.has(key)) return this.entries.get(key)!;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const reading = read();
    this.pending.set(key, reading);
    try {
      const value = await reading;
      // A newer version may have arrived while this was read: then it belongs to the old one.
      if (this.versione === versione && this.pending.get(key) === reading) {
        if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, value);
      }
      return value;
    } finally {
      if (this.pending.get(key) === reading) this.pending.delete(key);
    }
  }
}
