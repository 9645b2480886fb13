/**
 * JSON to put inside a <script> element (JSON-LD, the page's data block): `<` is escaped, so no
 * text in it (a fabric's name, say) can close the element, and so are the two line separators
 * that older parsers took for line ends.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
