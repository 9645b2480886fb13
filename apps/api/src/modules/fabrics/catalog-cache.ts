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
 * show within `ttlMs`. No entry outlives `nextBoundary()` either, when given: the next moment a sale
 * starts or ends (sale-price.ts), when the prices the answer shows change by themselves. Nothing
 * here is state another process needs: every entry can be rebuilt.
 */
export class CatalogCache<Answer> {
  private readonly entries = new Map<string, Entry<Answer>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly nextBoundary: () => Promise<number | undefined> = async () => undefined,
  ) {}

  async get(key: string, build: () => Promise<Answer>): Promise<Answer> {
    if (this.ttlMs <= 0) return build();
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.page;

    // The boundary is known before the answer is handed out, so no request reads it past that moment.
    const capped = async () => {
      const [answer, boundary] = await Promise.all([build(), this.nextBoundary()]);
      if (boundary !== undefined) entry.expiresAt = Math.min(entry.expiresAt, boundary);
      return answer;
    };
    const entry: Entry<Answer> = { page: capped(), expiresAt: now + this.ttlMs };
    const { page } = entry;
    this.remember(key, entry);
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
