/**
 * The system Chromium used by browser tests and the bench (P13.4: `CHROMIUM_PATH`, default
 * /usr/bin/chromium).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet and offline apart from the app under test. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];
