import 'i18next';
import type { Catalogue } from './english';
import type { OnDemandCatalogue } from './on-demand-catalogues';

// `t` accepts only keys the English catalogue has: a mistyped or missing key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogue & OnDemandCatalogue;
  }
}
