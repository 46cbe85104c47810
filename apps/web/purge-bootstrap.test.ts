import path from 'node:path';
import postcss from 'postcss';
import * as sass from 'sass';
import { beforeAll, describe, expect, it } from 'vitest';
import { PURGED_SHEET, purgeBootstrap } from './purge-bootstrap';

// The sheet as the build makes it: src/styles.scss through Sass, then the purge.
let built = '';
let purged = '';

beforeAll(async () => {
  built = sass.compile(PURGED_SHEET, {
    loadPaths: [path.resolve(import.meta.dirname, '../../node_modules')],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions'],
  }).css;
  purged = (await postcss([purgeBootstrap()]).process(built, { from: PURGED_SHEET })).css;
});

const hasRule = (css: string, selector: string) =>
  new RegExp(`${selector.replace(/[.]/g, '\\.')}[\\s,{:>]`).test(css);

describe('the Bootstrap sheet of the build', () => {
  it('keeps the classes our code writes from a value, which no scan of the code can see', () => {
    for (const selector of [
      // <Col sm={6}> and <Col md={6}> (staff's new order, the profile form)
      '.col-sm-6',
      '.col-md-6',
      // the kitchen banner's tones and the status badges
      '.bg-warning-subtle',
      '.text-danger-emphasis',
      '.border-success-subtle',
      '.text-bg-secondary',
      // react-bootstrap's props: variant, size, type="switch", responsive tables, modal sizes
      '.btn-outline-secondary',
      '.btn-sm',
      '.form-switch',
      '.spinner-border-sm',
      '.input-group-sm',
      '.table-responsive',
      '.modal-lg',
      '.nav-underline',
    ])
      expect(hasRule(purged, selector), selector).toBe(true);
  });

  it('keeps the classes written as they are in our code, responsive ones included', () => {
    for (const selector of ['.d-sm-table', '.visually-hidden', '.d-none', '.w-100', '.text-primary'])
      expect(hasRule(purged, selector), selector).toBe(true);
  });

  it('drops what no page writes, and is much smaller', () => {
    expect(hasRule(built, '.offset-md-3')).toBe(true);
    expect(hasRule(purged, '.offset-md-3')).toBe(false);
    expect(hasRule(purged, '.text-xl-end')).toBe(false);
    expect(purged.length).toBeLessThan(built.length * 0.8);
  });

  it('leaves every other sheet whole', async () => {
    const other = '.not-written-anywhere{color:red}';
    const out = await postcss([purgeBootstrap()]).process(other, {
      from: path.join(import.meta.dirname, 'src/components/ui/motion.css'),
    });
    expect(out.css).toBe(other);
  });
});
