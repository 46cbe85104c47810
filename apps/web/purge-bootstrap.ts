import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import purgeCss, { type UserDefinedOptions } from '@fullhuman/postcss-purgecss';
import type { AcceptedPlugin, Root } from 'postcss';

// Bootstrap's rules that no page of the site can use, left out of the one render-blocking stylesheet (decision
// 0086): mostly the responsive copies of the grid and of the utilities (`.offset-md-3`, `.text-xl-end`...). About
// a sixth of the sheet's Brotli bytes, on every first page a phone opens.

const here = path.dirname(fileURLToPath(import.meta.url));
/** A package's folder, found from its entry (some packages' exports hide their package.json). */
const modules = (name: string) => {
  const entry = createRequire(import.meta.url).resolve(name);
  const folder = path.join('node_modules', name);
  return entry.slice(0, entry.lastIndexOf(folder) + folder.length);
};

/** The only sheet purged: Bootstrap built from its Sass (src/styles.scss). Our components' own CSS and
 * Leaflet's are written for what they style and kept whole. */
export const PURGED_SHEET = path.join(here, 'src', 'styles.scss');

const COLOURS = 'primary|secondary|success|danger|warning|info|light|dark|white|black|body|muted|transparent';

export const purgeOptions: UserDefinedOptions = {
  // Every class name the site can write: our code and react-bootstrap's (its components name their classes,
  // `modal-dialog`, `form-check-input`...). Tests included: they never add a class the code does not write.
  content: [
    path.join(here, 'index.html'),
    path.join(here, 'src/**/*.{ts,tsx}'),
    path.join(modules('react-bootstrap'), 'esm/*.js'),
    path.join(modules('@restart/ui'), 'esm/*.js'),
  ],
  safelist: {
    standard: [
      // Classes react-bootstrap builds from a prop (`variant`, `size`, `bg`, `placement`, `fullscreen`...) as
      // `${prefix}-${value}`, and the states its transitions switch: whole component families are kept.
      /^(btn|alert|badge|spinner|modal|form|input-group|table|nav|navbar|tab|toast|tooltip|bs-tooltip|dropdown|drop|list-group|progress|card|placeholder|ratio|container|fade|show|collaps|was-validated|is-valid|is-invalid|valid-|invalid-|active|disabled)/,
      // Colours written from a value: `bg-${tone}-subtle`, `text-${tone}-emphasis`, `border-${tone}-subtle`
      // (kitchen banner), `text-bg-${variant}` (status badges), Badge's `bg` and `text` props.
      new RegExp(`^(bg|text|border|text-bg|link)-(${COLOURS})`),
      // <Col sm={6}> and <Col md={6}> write `col-sm-6` and `col-md-6` (purge-bootstrap.test.ts finds every
      // breakpoint our <Col> and <Row> name); Stack's `gap` writes `gap-N`; <Image thumbnail>, <Form.Label
      // column="lg">, <Navbar sticky="bottom"> write the last three.
      /^col-(sm|md)-/,
      /^gap-\d$/,
      /^(img-thumbnail|col-form-label|sticky-)/,
    ],
  },
  // Keyframes, fonts and custom properties stay: our own sheets use Bootstrap's variables.
  keyframes: false,
  fontFace: false,
  variables: false,
};

/** PurgeCSS on the Bootstrap sheet only, as a PostCSS plugin of the build (not of `vite` in development, where
 * a class just typed must work before the sheet is built again). */
export function purgeBootstrap(): AcceptedPlugin {
  const purge = purgeCss(purgeOptions) as { OnceExit: (root: Root, helpers: unknown) => Promise<void> };
  return {
    postcssPlugin: 'lome-purge-bootstrap',
    OnceExit(root, helpers) {
      if (root.source?.input.file !== PURGED_SHEET) return;
      return purge.OnceExit(root, helpers);
    },
  };
}
