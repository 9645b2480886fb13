import { cloneElement, type ReactElement, type ReactNode } from 'react';

/** Words tagged in a catalogue's sentence, `<orders>My Orders</orders>`, a tag perhaps inside another. */
const TAGGED = /<(\w+)>(.*?)<\/\1>/gs;

type Tags = Record<string, ReactElement>;

/** The sentence's text and, for each tag an element is named for, that element around its words. */
function withTags(sentence: string, tags: Tags): ReactNode[] {
  const shown: ReactNode[] = [];
  let from = 0;
  for (const match of sentence.matchAll(TAGGED)) {
    const [whole, name = '', words = ''] = match;
    const element = tags[name];
    if (!element) continue;
    shown.push(
      sentence.slice(from, match.index),
      cloneElement(element, { key: match.index }, ...withTags(words, tags)),
    );
    from = match.index + whole.length;
  }
  shown.push(sentence.slice(from));
  return shown.filter((part) => part !== '');
}

/**
 * A sentence from a catalogue whose tagged words are shown in the elements named for them (a link, a
 * `<time>`, a bold code), the rest as text. react-i18next's `Trans` does this with an HTML parser that
 * cost every About and help page 4.7 KB gzip; the catalogues' sentences need no more than this. A tag
 * no element is named for stays as it is written, as text.
 */
export function TaggedWords({ sentence, tags }: { sentence: string; tags: Tags }) {
  return <>{withTags(sentence, tags)}</>;
}
