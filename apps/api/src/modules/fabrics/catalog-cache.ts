/** A catalog page as sent: the serialised JSON array and the totals that go in its headers. */
export interface SerialisedCatalogPage {
  body: string;
  total: number;
  exact: boolean;
}

interface Entry {
  page: Promise<SerialisedCatalogPage>;
  expiresAt: number;
}

/**
 * Keeps serialised catalog pages in this process for a moment. Nearly every visitor asks for the
 * same first pages, and building one costs two queries, row mapping and serialisation, while
 * sending a ready string costs almost nothing. Concurrent misses for one page share one build.
 *
 * Writes made through this process clear the cache at once; another process's writes show
 * within `ttlMs`. Nothing here is state another process needs: every entry can be rebuilt.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, build: () => Promise<SerialisedCatalogPage>): Promise<SerialisedCatalogPage> {
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

  /** Called after every write that can change what the catalog shows. */
  clear(): void {
    this.entries.clear();
  }

  private remember(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }
}
