import type { CountedFacets } from './fabric-attributes';
import type { FABRIC_SORTS } from './fabric-catalog';
import type { Fabric } from './fabrics';
import type { Language } from './languages';
import type { ReviewList } from './reviews';

/**
 * What the API process and the storefront's server entry (apps/web/src/entry-server.tsx) agree on:
 * the API hands the renderer its own catalog services, and the renderer answers with a page.
 * Types only, so neither side pulls the other's code or zod into its bundle.
 */

/** One page of the public catalog, as the storefront's /products grid shows it. */
export interface StorefrontCatalogPage {
  fabrics: Fabric[];
  total: number;
  /** False when `total` stands for "at least that many". */
  exact: boolean;
  hasNextPage: boolean;
}

export interface StorefrontCatalogQuery {
  q: string;
  category: string;
  sort: (typeof FABRIC_SORTS)[number];
  page: number;
  limit: number;
  /** The price range and attribute filters, as in the /products URL; '' or absent when not applied. */
  minPrice?: string;
  maxPrice?: string;
  colour?: string;
  fibre?: string;
  pattern?: string;
  minWidth?: string;
  maxWidth?: string;
  minWeight?: string;
  maxWeight?: string;
  /** 'true' for the fabrics on sale now. */
  onSale?: string;
}

/** The catalog reads a server-rendered page needs, answered in-process from the API's services. */
export interface StorefrontData {
  listFabrics(query: StorefrontCatalogQuery): Promise<StorefrontCatalogPage>;
  /** How many fabrics each facet choice would give under the query's other filters (its page and sort aside). */
  countFacets(query: StorefrontCatalogQuery): Promise<CountedFacets>;
  /** The live fabric, or null when the id names none (or is not an id at all). */
  findFabric(id: string): Promise<Fabric | null>;
  /** The first page of a live fabric's reviews, newest first, as `GET /api/fabrics/{id}/reviews` answers it. */
  listReviews(fabricId: string): Promise<ReviewList>;
}

export interface PageRequest {
  /** Path and query, as the browser asked for them. */
  url: string;
  /** The absolute origin that canonical, Open Graph and JSON-LD URLs start with. */
  origin: string;
  /** The page's language, as the API chose it (chooseLanguage); English when absent. */
  language?: Language;
}

export type PageAnswer =
  /** A public page, rendered: its status (200, or 404 for a missing product or an unknown path) and HTML. */
  | { kind: 'rendered'; status: number; html: string }
  /** A screen that stays client-rendered (cart, checkout, profile, vendor, ...): send the app shell. */
  | { kind: 'client' };

export interface StorefrontRenderer {
  /** The pages it renders, as route patterns ('/product/:id'), from the storefront's route table. */
  readonly paths: readonly string[];
  renderPage(request: PageRequest, data: StorefrontData): Promise<PageAnswer>;
}

/** The server entry's one export: makes a renderer around the built index.html. */
export type CreateStorefrontRenderer = (template: string) => StorefrontRenderer;
