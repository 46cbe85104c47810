import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  criticalCssFinder,
  cspAllowingStyle,
  withCriticalCss,
  withoutUnusedProperties,
} from './critical-css.js';

const stylesheet = [
  ':root{--brand:#b5451b;--unused:0}',
  '.card{padding:1rem;color:var(--brand)}',
  '.modal{position:fixed}',
  '@media (min-width:768px){.card{padding:2rem}.modal-lg{width:800px}}',
  '.fade-in{animation:appear 1s}',
  '@keyframes appear{from{opacity:0}to{opacity:1}}',
  '@keyframes unused{from{opacity:0}}',
].join('\n');

const link = '<link rel="stylesheet" crossorigin href="/assets/style-abc.css">';
const page = (body: string) =>
  `<!doctype html><html lang="fr"><head><title>T</title>${link}</head><body><div id="root">${body}</div></body></html>`;

function dist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lome-critical-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'style-abc.css'), stylesheet);
  return dir;
}

describe('critical CSS of a server-rendered page (decision 0037)', () => {
  it('keeps the rules, media queries and keyframes the page uses, and none of the others', async () => {
    const find = criticalCssFinder(dist(), () => undefined);
    const critical = await find(page('<div class="card fade-in">Plat</div>'));
    expect(critical).toBeDefined();
    const { css } = critical!;
    expect(css).toContain('--brand:#b5451b');
    expect(css).toContain('.card{padding:1rem;color:var(--brand)}');
    expect(css).not.toContain('--unused');
    expect(css).toMatch(/@media \(min-width:\s?768px\)\{\.card\{padding:2rem\}\}/);
    expect(css).toContain('@keyframes appear');
    expect(css).not.toContain('.modal');
    expect(css).not.toContain('unused');
    const digest = createHash('sha256').update(css, 'utf8').digest('base64');
    expect(critical!.cspSource).toBe(`'sha256-${digest}'`);
  });

  it('puts the rules where the stylesheet link was, the link kept for browsers without JavaScript', async () => {
    const find = criticalCssFinder(dist(), () => undefined);
    const html = page('<p class="card">x</p>');
    const out = withCriticalCss(html, (await find(html))!);
    expect(out).toContain(`<title>T</title><style id="critical-css">:root{--brand:#b5451b}.card{`);
    expect(out).toContain(`</style><noscript>${link}</noscript></head>`);
    // Outside <noscript> nothing blocks the first paint; the page's own markup is unchanged.
    expect(out.replace(/<noscript>[\s\S]*?<\/noscript>/, '')).not.toContain('rel="stylesheet"');
    expect(out).toContain('<div id="root"><p class="card">x</p></div>');
  });

  it('gives no rules when the page links no stylesheet of the build: the page is sent as it is', async () => {
    const find = criticalCssFinder(dist(), () => undefined);
    expect(await find('<!doctype html><html><head></head><body><p>x</p></body></html>')).toBeUndefined();
  });

  it("allows the block's hash in style-src and changes no other directive", () => {
    const csp =
      "default-src 'self';script-src 'self' 'sha256-a';style-src 'self';style-src-attr 'unsafe-inline'";
    expect(cspAllowingStyle(csp, "'sha256-b'")).toBe(
      "default-src 'self';script-src 'self' 'sha256-a';style-src 'self' 'sha256-b';style-src-attr 'unsafe-inline'",
    );
  });
});

describe('custom properties of the critical CSS', () => {
  it('keeps those read by a rule, another property or the page, and drops the others', () => {
    const css =
      ':root{--a:red;--b:var(--c);--c:1px;--unused:url("x;y");--d:blue}.x{color:var(--a);border:var(--b)}' +
      '.y{--local:0;margin:0}.z{--only:1}';
    expect(withoutUnusedProperties(css, '<p style="color:var(--d)">')).toBe(
      ':root{--a:red;--b:var(--c);--c:1px;--d:blue}.x{color:var(--a);border:var(--b)}.y{margin:0}',
    );
    expect(withoutUnusedProperties(':root{--gone:1}.a{color:red}', '')).toBe('.a{color:red}');
  });
});
