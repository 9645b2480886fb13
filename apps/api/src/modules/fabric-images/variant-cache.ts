interface Entry {
  bytes: Buffer;
  expiresAt: number;
}

/**
 * Keeps the bytes of recently served photo variants in this process for a moment (the catalog
 * cache's time, `CATALOG_CACHE_MS`), up to `maxBytes`: the photos of the first catalog pages are
 * asked for again and again, and reading them from the database costs far more than the query of a
 * row. Cleared with the catalog cache by every catalog write (`catalogChanged`, catalog-changes.ts),
 * so a removed photo's URL answers 404 at once; another process's removal shows within the same
 * moment as the catalog's.
 */
export class VariantCache {
  private readonly entries = new Map<string, Entry>();
  private bytesHeld = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  async get(key: string, read: () => Promise<Buffer | undefined>): Promise<Buffer | undefined> {
    if (this.ttlMs <= 0) return read();
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.bytes;
    const bytes = await read();
    if (bytes) this.remember(key, { bytes, expiresAt: now + this.ttlMs });
    return bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytesHeld = 0;
  }

  private remember(key: string, entry: Entry): void {
    this.forget(key);
    if (entry.bytes.length > this.maxBytes) return;
    // The oldest first: a Map keeps insertion order.
    for (const oldest of this.entries.keys()) {
      if (this.bytesHeld + entry.bytes.length <= this.maxBytes) break;
      this.forget(oldest);
    }
    this.entries.set(key, entry);
    this.bytesHeld += entry.bytes.length;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytesHeld -= entry.bytes.length;
  }
}
