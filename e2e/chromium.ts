/**
 * Debian's Chromium and the flags this machine needs (no sandbox as root; no background
 * networking, which a closed network refuses). Used by the Playwright config and the
 * app and Lighthouse benchmarks; no browser is ever downloaded.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
