import fs from 'node:fs';
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

  it('keeps the grid classes that our <Col> and <Row> props make, whichever breakpoint they name', () => {
    // react-bootstrap writes `col-lg-4` for <Col lg={4}> and `row-cols-sm-2` for <Row sm={2}>: no scan of the
    // code sees those names. A new breakpoint prop anywhere in src/ must find its class in the sheet.
    const source = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const file = path.join(dir, e.name);
        if (e.isDirectory()) return source(file);
        return /\.tsx$/.test(e.name) && !e.name.includes('.test.') ? [fs.readFileSync(file, 'utf8')] : [];
      });
    const wanted = new Set<string>();
    for (const code of source(path.join(import.meta.dirname, 'src'))) {
      for (const [, component, props] of code.matchAll(/<(Col|Row)\b([^>]*)>/g)) {
        for (const [, breakpoint, value] of props!.matchAll(/\b(xs|sm|md|lg|xl|xxl)=\{?["']?(\w+)/g)) {
          const infix = breakpoint === 'xs' ? '' : `-${breakpoint}`;
          wanted.add(component === 'Col' ? `.col${infix}-${value}` : `.row-cols${infix}-${value}`);
        }
      }
    }
    expect(wanted.size).toBeGreaterThan(0);
    for (const selector of wanted) expect(hasRule(purged, selector), selector).toBe(true);
  });

  it('leaves every other sheet whole', async () => {
    const other = '.not-written-anywhere{color:red}';
    const out = await postcss([purgeBootstrap()]).process(other, {
      from: path.join(import.meta.dirname, 'src/components/ui/motion.css'),
    });
    expect(out.css).toBe(other);
  });
});
