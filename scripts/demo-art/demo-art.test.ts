import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ART_DIR } from '../../apps/api/src/lib/assets.js';
import { demoCategories, demoPublications } from '../../apps/api/src/seed/demo-data.js';
import { drawDemoArt } from './art.js';
import { demoDishLooks, demoPublicationLooks } from './looks.js';

const committedUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? committedUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));

describe('the demo art (decision 0067)', () => {
  it('is committed as drawn, byte for byte, with no file left over: run scripts/demo-art/draw.ts after a change', () => {
    const drawn = drawDemoArt();
    for (const [file, svg] of drawn) expect(fs.readFileSync(file, 'utf8'), file).toBe(svg);
    const committed = committedUnder(DEMO_ART_DIR);
    expect(committed.sort()).toEqual([...drawn.keys()].filter((f) => f.startsWith(DEMO_ART_DIR)).sort());
  });

  it('draws each demo dish and article from a look of its own, not one drawing told apart by random jitter', () => {
    const dishes = demoCategories.flatMap((c) => c.dishes.map((d) => demoDishLooks[d.name]));
    const articles = demoPublications.map((p) => demoPublicationLooks[p.title]);
    for (const looks of [dishes, articles]) {
      expect(looks.every(Boolean)).toBe(true);
      expect(new Set(looks.map((l) => JSON.stringify(l))).size).toBe(looks.length);
    }
  });
});
