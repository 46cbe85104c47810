import { describe, expect, it } from 'vitest';
import { withDisabledFeatures } from './browser';

describe('withDisabledFeatures', () => {
  it('merges every --disable-features list into one, the features added, each once', () => {
    expect(
      withDisabledFeatures(
        [
          '--disable-features=Translate,MediaRouter',
          '--no-first-run',
          '--disable-features=MediaRouter,Fledge',
        ],
        ['PreloadTopChromeWebUI', 'Translate'],
      ),
    ).toEqual(['--no-first-run', '--disable-features=Translate,MediaRouter,Fledge,PreloadTopChromeWebUI']);
  });

  it('adds the switch when the flags had none', () => {
    expect(withDisabledFeatures(['--headless=new'], ['PreloadTopChromeWebUI'])).toEqual([
      '--headless=new',
      '--disable-features=PreloadTopChromeWebUI',
    ]);
  });
});
