import type { Language } from '@fabric-store/shared/languages';
import type { Catalogue } from './english';

/** A language's first-paint catalogue, each a chunk of its own, fetched the first time it is wanted. */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  if (language === 'en') return (await import('./english-catalogue')).ENGLISH;
  return (await import('./hindi')).HINDI;
}
