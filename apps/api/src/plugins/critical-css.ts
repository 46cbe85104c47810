import { createHash } from 'node:crypto';
import Beasties from 'beasties';

/** The rules a server-rendered page uses, to inline in it, and the CSP source that allows exactly that block. */
export type CriticalCss = { css: string; cspSource: string };

const STYLE_BLOCK = /<style>([\s\S]*?)<\/style>/;

/**
 * Finds, for a whole page's HTML, the rules of the site's stylesheet that its elements use (Beasties, decision
 * 0037): keyframes and media queries of those rules included, the stylesheet's file left as it is. Only the rules
 * are taken from Beasties' answer; the page's own markup is never rewritten, so hydration finds it byte for byte.
 * Undefined when the page links no stylesheet of the build or Beasties fails: the page then keeps its link.
 */
export function criticalCssFinder(distDir: string, warn: (msg: string) => void) {
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    // The link is dealt with by the caller; Beasties only reads it.
    preload: 'body',
    pruneSource: false,
    compress: true,
    // The components' style attributes are the page's own, not Beasties' to move.
    reduceInlineStyles: false,
    inlineFonts: false,
    logger: { warn, error: warn },
  });
  return async (html: string): Promise<CriticalCss | undefined> => {
    try {
      const rules = (await beasties.process(html)).match(STYLE_BLOCK)?.[1];
      if (!rules) return undefined;
      const css = withoutUnusedProperties(rules, html);
      return { css, cspSource: `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'` };
    } catch (err) {
      warn(`critical CSS not found: ${String(err)}`);
      return undefined;
    }
  };
}

/**
 * The CSS without the custom properties nothing in it or in the page reads (`var(--x)`): Bootstrap declares some
 * three hundred on :root and a page uses a third of them. The full stylesheet, loaded after the first paint,
 * brings them all back for what the app renders later.
 */
export function withoutUnusedProperties(css: string, page: string): string {
  const used = new Set([...`${css} ${page}`.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]));
  let out = '';
  let i = 0;
  while (i < css.length) {
    const start = css.indexOf('--', i);
    // A declaration starts after `{` or `;`; `--` elsewhere (inside a value or a selector) is left alone.
    if (start < 0) break;
    const before = css.slice(0, start).trimEnd().at(-1);
    const nameEnd = css.indexOf(':', start);
    if ((before !== '{' && before !== ';') || nameEnd < 0) {
      out += css.slice(i, start + 2);
      i = start + 2;
      continue;
    }
    const name = css.slice(start, nameEnd).trim();
    // The value runs to the `;` or `}` outside brackets and quotes.
    let depth = 0;
    let quote = '';
    let end = nameEnd + 1;
    for (; end < css.length; end++) {
      const c = css[end]!;
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '(') depth++;
      else if (c === ')') depth--;
      else if (depth === 0 && (c === ';' || c === '}')) break;
    }
    if (used.has(name)) {
      out += css.slice(i, end);
      i = end;
    } else {
      out += css.slice(i, start);
      // The declaration and its `;` go; a `}` stays.
      i = css[end] === ';' ? end + 1 : end;
    }
  }
  // Rules left empty go too (`:root{}`), never an at-rule's block.
  return (out + css.slice(i)).replace(/;}/g, '}').replace(/(^|})[^{}@]+\{\}/g, '$1');
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/;

/**
 * The page with its critical CSS inline where its stylesheet's link was. The full stylesheet is then loaded by the
 * boot script once the page has painted (apps/web/boot-loader.ts), which then drops the inline block, whose rules
 * the full stylesheet holds too; without JavaScript, the <noscript> link loads it.
 */
export function withCriticalCss(html: string, critical: CriticalCss): string {
  return html.replace(
    STYLESHEET_LINK,
    (link) => `<style id="critical-css">${critical.css}</style><noscript>${link}</noscript>`,
  );
}

/** The answer's Content-Security-Policy with the inline style block's hash allowed in `style-src`. */
export function cspAllowingStyle(csp: string, cspSource: string): string {
  return csp.replace(/(^|;)\s*style-src ([^;]*)/, (_all, start: string, sources: string) => {
    return `${start}style-src ${sources} ${cspSource}`;
  });
}
