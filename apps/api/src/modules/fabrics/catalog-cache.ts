interface Entry<Answer> {
  page: Promise<Answer>;
  expiresAt: number;
}

/**
 * Keeps catalog answers (serialised with their headers, a `ReadyAnswer` of the routes) in this
 * process for a moment. Nearly every visitor asks for the same first
 * pages, and building one costs two queries, row mapping, serialisation and headers, while sending
 * a ready string (or its compressed form, made once off the event loop) costs almost nothing. Concurrent
 * misses for one page share one build.
 *
 * Cleared by every catalog write (`catalogChanged`, catalog-changes.ts); another process's writes
 * show within `ttlMs`. Nothing here is state another process needs: every entry can be rebuilt.
 */
export class CatalogCache<Answer> {
  private readonly entries = new Map<string, Entry<Answer>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, build: () => Promise<Answer>): Promise<Answer> {
    if (this.ttlMs <= 0) return build();
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.page;

    const page = build();
    this.remember(key, { page, expiresAt: now + this.ttlMs });
    page.catch(() => {
      if (this.entries.get(key)?.page === page) this.entries.delete(key);
    });
    return page;
  }

  clear(): void {
    this.entries.clear();
  }

  private remember(key: string, entry: Entry<Answer>): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }
}
