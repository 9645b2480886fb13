/**
 * The browser every Playwright and Lighthouse run drives: Debian's Chromium (browser downloads do not
 * work here), with the flags that keep it from reaching the network or needing a sandbox as root.
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
