import 'i18next';
import type { ENGLISH } from './english';

// `t` accepts only keys the English catalogue has: a mistyped or missing key fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof ENGLISH;
  }
}
