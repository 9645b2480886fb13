import type { Language } from '@fabric-store/shared/languages';
import { type Catalogue, ENGLISH } from './english';

/** A language's catalogue: English at once, Hindi as a chunk of its own, fetched the first time it is wanted. */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  if (language === 'en') return ENGLISH;
  return (await import('./hindi')).HINDI;
}
