import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp, shopper } from '../test/render';
import { useLanguage } from './language-provider';

function LanguageShown() {
  return <p>{useLanguage().language}</p>;
}

const inEnglishProfile = { ...shopper, language: 'en' } as typeof shopper;

describe('a page opened signed in', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the language switch writes, written as it does
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('keeps the language the switch chose before (the cookie), not the profile’s', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the language switch writes, written as it does
    document.cookie = 'lang=hi; path=/';
    renderWithApp(<LanguageShown />, { user: inEnglishProfile, hindi: true });
    expect(await screen.findByText('hi')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('hi')).toBeInTheDocument();
  });

  it('takes the profile’s language where nothing chose one for the page', async () => {
    renderWithApp(<LanguageShown />, { user: inEnglishProfile, hindi: true });
    expect(await screen.findByText('en')).toBeInTheDocument();
  });
});
