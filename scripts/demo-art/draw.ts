/**
 * Draws the demo's pictures and the catalogue's placeholder into apps/api/assets/ (decision 0067). Run it after
 * changing a look or a drawing, and commit what it wrote:
 *   node --import tsx scripts/demo-art/draw.ts
 * The server never draws: its seed copies these files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ART_DIR } from '../../apps/api/src/lib/assets.js';
import { drawDemoArt } from './art.js';

const files = drawDemoArt();
// A picture whose name left the demo goes with it.
fs.rmSync(DEMO_ART_DIR, { recursive: true, force: true });
let bytes = 0;
for (const [file, svg] of files) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
  bytes += Buffer.byteLength(svg);
}
console.log(`${files.size} pictures, ${Math.round(bytes / 1024)} KB, under ${path.dirname(DEMO_ART_DIR)}`);
