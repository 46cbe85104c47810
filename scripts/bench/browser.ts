import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium';

/**
 * Browser features the measuring browser runs without (decision 0068). Chromium 156 loads its own address-bar popups,
 * web pages of about 200 files each (chrome://omnibox-popup.top-chrome), in a renderer of its own at some point after
 * it starts: a second of CPU or more, which in about half of the traces fell in the measured page's first seconds and
 * took one of this machine's two cores from it. A phone opening a page does no such thing; the page's tasks were only
 * stretched by it. The four features are the popups (full and AI mode) and the preloading of the browser's own pages:
 * with the first popup alone, the other still came back in 2 runs of 6; with all four, in none of 12.
 */
export const DISABLED_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * `flags` with every `--disable-features=` list merged into one that also names `features`: Chromium reads only the
 * last `--disable-features` switch of its command line, so a second one would silently drop the first one's list.
 */
export function withDisabledFeatures(flags: string[], features: string[]): string[] {
  const prefix = '--disable-features=';
  const disabled = flags
    .filter((f) => f.startsWith(prefix))
    .flatMap((f) => f.slice(prefix.length).split(','))
    .concat(features)
    .filter((f, i, all) => f !== '' && all.indexOf(f) === i);
  return [...flags.filter((f) => !f.startsWith(prefix)), prefix + disabled.join(',')];
}

/**
 * A fresh headless Chromium as Lighthouse launches it (chrome-launcher's flags, a new profile on disk), with the
 * bench's own flags and without `DISABLED_FEATURES`; Lighthouse and the traces measure in the same browser.
 */
export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    ignoreDefaultFlags: true,
    chromeFlags: withDisabledFeatures(
      [...chromeLauncher.Launcher.defaultFlags(), ...chromiumArgs, '--headless=new'],
      DISABLED_FEATURES,
    ),
    logLevel: 'silent',
  });
}

/** `chromium --version` of the browser the bench drives (the figures depend on it), or why it could not be read. */
export function chromiumVersion(): string {
  try {
    return execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch (error) {
    return `${chromiumPath}: version unknown (${(error as Error).message.split('\n')[0]})`;
  }
}
