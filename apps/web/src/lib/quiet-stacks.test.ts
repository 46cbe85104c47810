import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('quiet stacks while the entry is evaluated (decision 0089)', () => {
  it('captures no stack until restored, then stacks as before', async () => {
    const limit = Error.stackTraceLimit;
    const { restoreErrorStacks } = await import('./quiet-stacks');
    try {
      expect(new Error('pendant le chargement').stack).toBeUndefined();
    } finally {
      restoreErrorStacks();
    }
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error('après').stack).toContain('après');
  });

  it('is the entry’s first import, and the entry restores stacks before anything else', () => {
    const main = fs.readFileSync(path.join(import.meta.dirname, '../main.tsx'), 'utf8');
    const imports = [...main.matchAll(/^import .*$/gm)].map((m) => m[0]);
    expect(imports[0]).toBe("import { restoreErrorStacks } from './lib/quiet-stacks';");
    const body = main.slice(main.lastIndexOf(imports.at(-1)!) + imports.at(-1)!.length);
    expect(body.trim().startsWith('restoreErrorStacks();')).toBe(true);
  });
});
