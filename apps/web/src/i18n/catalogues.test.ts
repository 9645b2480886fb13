import { describe, expect, it } from 'vitest';
import { ON_DEMAND } from '../test/every-catalogue';
import { createI18n } from './create-i18n';
import { ENGLISH } from './english-catalogue';
import { HINDI } from './hindi';

// The first paint's namespaces and those the app fetches when a screen wants them, each language's.
const EVERY_ENGLISH = { ...ENGLISH, ...ON_DEMAND.en };
const EVERY_HINDI = { ...HINDI, ...ON_DEMAND.hi };

type Tree = { [key: string]: string | Tree };

/** Every leaf key of a catalogue namespace, as i18next reads it ('nav.home'), with its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

/** A key without its plural suffix: Hindi has only `_one` and `_other` where English may have more. */
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('the Hindi catalogue', () => {
  for (const namespace of Object.keys(EVERY_ENGLISH) as (keyof typeof EVERY_ENGLISH)[]) {
    const english = leaves(EVERY_ENGLISH[namespace] as Tree);
    const hindi = leaves(EVERY_HINDI[namespace] as Tree);

    it(`has every key of the English ${namespace} catalogue, and no other`, () => {
      const englishKeys = new Set([...english.keys()].map(withoutPlural));
      const hindiKeys = new Set([...hindi.keys()].map(withoutPlural));
      expect([...englishKeys].filter((key) => !hindiKeys.has(key))).toEqual([]);
      expect([...hindiKeys].filter((key) => !englishKeys.has(key))).toEqual([]);
    });

    it(`fills the same placeholders as English in ${namespace}, in words of its own`, () => {
      for (const [key, text] of hindi) {
        const englishText = english.get(key) ?? english.get(`${withoutPlural(key)}_other`) ?? '';
        expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(englishText) });
        expect(text.trim(), key).not.toBe('');
      }
    });
  }

  it('treats none like one, as Hindi does', () => {
    const t = createI18n('hi', HINDI).getFixedT('hi', 'common');
    const english = createI18n('en', ENGLISH).getFixedT('en', 'common');
    expect(t('count.reviews', { count: 0 })).toBe('0 समीक्षा');
    expect(t('count.reviews', { count: 1 })).toBe('1 समीक्षा');
    expect(t('count.reviews', { count: 2 })).toBe('2 समीक्षाएँ');
    expect(english('count.reviews', { count: 0 })).toBe('0 reviews');
    expect(english('count.reviews', { count: 1 })).toBe('1 review');
  });

  it('groups a count of a thousand and more in lakhs and crores, in either language', () => {
    const t = createI18n('hi', HINDI).getFixedT('hi', 'common');
    const english = createI18n('en', ENGLISH).getFixedT('en', 'common');
    expect(t('count.reviews', { count: 1234 })).toBe('1,234 समीक्षाएँ');
    expect(english('count.reviews', { count: 1234567 })).toBe('12,34,567 reviews');
    expect(english('count.reviews', { count: 999 })).toBe('999 reviews');
    const vendor = createI18n('hi', EVERY_HINDI).getFixedT('hi', 'admin');
    expect(vendor('vendor.fabrics', { count: 20_000 })).toMatch(/\(20,000\)$/);
  });
});
