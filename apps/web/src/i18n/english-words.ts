import type { TFunction } from 'i18next';
import { createI18n } from './create-i18n';
import type { Namespace } from './english';
import { ENGLISH } from './english-catalogue';
import type { OnDemandNamespace } from './on-demand-catalogues';

// What a word function says when no reader's `t` is handed to it.
const english = createI18n('en', ENGLISH);

/**
 * One namespace's English words, for a word function called without the reader's `t`. An on-demand
 * namespace answers once a screen has loaded it: every English instance's words are the one `ENGLISH`
 * object, which i18next fills in place.
 */
export function englishWords<N extends Namespace | OnDemandNamespace>(namespace: N): TFunction<N> {
  return english.getFixedT('en', namespace);
}
