import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageOfAcceptLanguage, languageOfCookies, pathInLanguage } from './languages';

describe('chooseLanguage', () => {
  it("follows the address's ?lang= first, then the visitor's cookie, then the browser, then English", () => {
    expect(chooseLanguage({ param: 'hi', cookieHeader: 'lang=en', acceptLanguage: 'en' })).toBe('hi');
    expect(chooseLanguage({ param: null, cookieHeader: 'theme=dark; lang=hi', acceptLanguage: 'en' })).toBe('hi');
    expect(chooseLanguage({ cookieHeader: 'lang=en', acceptLanguage: 'hi-IN' })).toBe('en');
    expect(chooseLanguage({ acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi');
    expect(chooseLanguage({})).toBe('en');
  });

  it('passes over a language the store does not have', () => {
    expect(chooseLanguage({ param: 'ta', cookieHeader: 'lang=fr', acceptLanguage: 'ta-IN, fr' })).toBe('en');
  });
});

describe('languageOfAcceptLanguage', () => {
  it('takes the highest weight, and the first listed among equals', () => {
    expect(languageOfAcceptLanguage('en;q=0.5, hi;q=0.8')).toBe('hi');
    expect(languageOfAcceptLanguage('mr-IN, en-IN, hi')).toBe('en');
    expect(languageOfAcceptLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(languageOfAcceptLanguage('hi;q=0')).toBeUndefined();
  });
});

describe('languageOfCookies', () => {
  it('reads only the lang cookie', () => {
    expect(languageOfCookies('xlang=hi; lang=hi')).toBe('hi');
    expect(languageOfCookies(undefined)).toBeUndefined();
  });
});

describe('pathInLanguage', () => {
  it('gives English the bare address and Hindi ?lang=hi, keeping the rest of the query', () => {
    expect(pathInLanguage('/products?category=silk', 'hi')).toBe('/products?category=silk&lang=hi');
    expect(pathInLanguage('/products?lang=hi&category=silk', 'en')).toBe('/products?category=silk');
    expect(pathInLanguage('/', 'hi')).toBe('/?lang=hi');
  });
});
