// Draws the tab's icon and the installed app's icons (web app manifest, iOS home screen) from the site's logo, an "M"
// on the brand colour. Run by hand after a logo change: `node apps/web/scripts/make-icons.mjs`; the PNGs are
// committed (a few KB) so the web build does not depend on sharp, a native module only the API declares (0034).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const web = path.resolve(import.meta.dirname, '..');
// sharp is the API's dependency (picture variants); resolved from there, not declared twice.
const sharp = createRequire(path.join(web, '../api/package.json'))('sharp');
const out = path.join(web, 'public', 'icons');
const BRAND = '#b5451b';

// The logo: a round badge on transparency, as the browser tab shows it.
const round = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <circle cx="32" cy="32" r="31" fill="${BRAND}"/>
  <text x="32" y="43" font-size="30" text-anchor="middle" fill="#fff" font-family="DejaVu Sans, sans-serif" font-weight="bold">M</text>
</svg>`;

// Maskable: the launcher crops to its own shape (circle, squircle...), so the colour fills the square and the
// letter stays inside the central safe zone (80 % of the side).
const fullBleed = (size, fontSize) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${BRAND}"/>
  <text x="32" y="${32 + fontSize * 0.36}" font-size="${fontSize}" text-anchor="middle" fill="#fff" font-family="DejaVu Sans, sans-serif" font-weight="bold">M</text>
</svg>`;

const icons = [
  // The tab's icon, a picture rather than an SVG: a browser draws an SVG icon as a document of its own, with its
  // text laid out in a font, on the page's main thread while the page starts (decision 0068).
  // Sixteen colours are enough for two and their edges: under 500 bytes, the SVG's size within 300.
  { file: 'favicon-48.png', svg: round(48), colours: 16 },
  { file: 'icon-192.png', svg: round(192) },
  { file: 'icon-512.png', svg: round(512) },
  { file: 'icon-maskable-512.png', svg: fullBleed(512, 24) },
  // iOS draws its own rounded corners and ignores transparency (it would turn black): a full square.
  { file: 'apple-touch-icon.png', svg: fullBleed(180, 30) },
];

fs.mkdirSync(out, { recursive: true });
for (const { file, svg, colours = 256 } of icons) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, colours }).toFile(path.join(out, file));
  console.log(file, fs.statSync(path.join(out, file)).size, 'bytes');
}
