/**
 * The browsers every Playwright and Lighthouse run drives, both Debian's Chromium builds (browser
 * downloads do not work here), with the flags that keep them from reaching the network or needing a
 * sandbox as root.
 */

/** The whole browser: Lighthouse, the bench and the journeys of the full-browser project. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The same Chromium built for headless runs alone (Debian's chromium-headless-shell), which Playwright
 * itself drives for headless runs: the journeys in it cost about a third less CPU.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
