import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootAssets } from './boot-loader';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

function publicDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-assets-'));
  fs.mkdirSync(path.join(dir, 'icons'));
  fs.writeFileSync(path.join(dir, 'icons', 'favicon-48.png'), PNG);
  return dir;
}

const HEAD = `<head>
    <link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png" />
    <title>Chez Mama Lomé</title>
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">
  <link rel="manifest" href="/manifest.webmanifest"></head>`;

describe('what a page asks for before its main picture', () => {
  it('carries the tab icon itself, and leaves the manifest link to the boot script', () => {
    const { html, manifest } = bootAssets(HEAD, publicDir());
    expect(manifest).toBe('/manifest.webmanifest');
    expect(html).not.toContain('rel="manifest"');
    expect(html).not.toContain('/icons/favicon-48.png');
    expect(html).toContain(
      `<link rel="icon" href="data:image/png;base64,${PNG.toString('base64')}" sizes="48x48"`,
    );
    // The rest of the head is as it was.
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">');
    expect(html).toContain('<title>Chez Mama Lomé</title>');
  });

  it('builds without a manifest, and refuses a page whose tab icon it cannot find', () => {
    const dir = publicDir();
    const noManifest = HEAD.replace(/\s*<link rel="manifest"[^>]*>/, '');
    expect(bootAssets(noManifest, dir).manifest).toBe('');
    expect(() => bootAssets(HEAD.replace('rel="icon"', 'rel="shortcut"'), dir)).toThrow(/icon/);
    expect(() => bootAssets(HEAD.replace('favicon-48', 'missing'), dir)).toThrow();
  });
});
