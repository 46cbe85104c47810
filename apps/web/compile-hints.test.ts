import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { COMPILE_HINT, hintEntry, hintInHash } from './compile-hints';

const CODE = 'function a(){return 1}export{a};';

function chunk(fileName: string, isEntry: boolean, mappings?: string) {
  return {
    type: 'chunk' as const,
    fileName,
    isEntry,
    code: CODE,
    // Rollup's SourceMap writes what it holds at the time it is asked.
    map: mappings
      ? ({
          mappings,
          toString() {
            return JSON.stringify({ mappings: this.mappings });
          },
        } as Rollup.SourceMap)
      : null,
  };
}

describe('compile hints', () => {
  it("start the entry chunk, and it alone, with V8's hint, its name changing with it", () => {
    const entry = chunk('assets/index-abc.js', true);
    const page = chunk('assets/menu-def.js', false);
    hintEntry({ [entry.fileName]: entry, [page.fileName]: page });
    expect(entry.code).toBe(`${COMPILE_HINT}\n${CODE}`);
    expect(page.code).toBe(CODE);
    expect([hintInHash(entry), hintInHash(page)]).toEqual([COMPILE_HINT, undefined]);
  });

  it('moves the source map down by the line it adds', () => {
    const entry = chunk('assets/index-abc.js', true, 'AAAA,SAASA');
    const map: Rollup.OutputAsset = {
      type: 'asset',
      fileName: 'assets/index-abc.js.map',
      source: '{}',
      name: undefined,
      names: [],
      originalFileName: null,
      originalFileNames: [],
      needsCodeReference: false,
    };
    hintEntry({ [entry.fileName]: entry, [map.fileName]: map });
    expect(entry.map?.mappings).toBe(';AAAA,SAASA');
    expect(JSON.parse(String(map.source))).toEqual({ mappings: ';AAAA,SAASA' });
  });
});
