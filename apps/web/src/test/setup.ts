import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterEach } from 'vitest';
import { createI18nWithEveryCatalogue } from './every-catalogue';

// findBy… and waitFor wait for what a user would see; on a busy 2-core machine a render can take
// longer than Testing Library's one-second default without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// A component rendered without the app's providers reads English, as the app's default language.
setI18n(createI18nWithEveryCatalogue('en'));

// jsdom has no modal dialogs: open and close them as a browser does, closing telling the page.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A signed-in render marks the document with the role, as the app does; the next test starts signed out.
  delete document.documentElement.dataset.role;
  // A render in a language marks the document with it; a part that fetches its words by the document's
  // language would otherwise fetch real catalogues in whichever test a worker happens to run next.
  document.documentElement.removeAttribute('lang');
});
