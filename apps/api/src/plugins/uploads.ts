import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CATALOGUE_PLACEHOLDER_IMAGE } from '@lome/shared';
import { CATALOGUE_PLACEHOLDER_FILE } from '../lib/assets.js';
import { ensureVariant } from '../lib/picture-variants.js';
import { dropValidatorsOfImmutableFiles } from '../lib/immutable-files.js';
import { SVG_CSP } from './security-headers.js';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves `$DATA_DIR/uploads` at `/uploads/`. Catalogue pictures never change under a given name (a new picture
 * gets a new name), so browsers keep them for a year. Private documents are not stored here.
 */
export default async function uploadsPlugin(app: FastifyInstance, opts: { dataDir: string }) {
  const root = path.join(opts.dataDir, 'uploads');
  const catalogueDir = path.join(root, 'catalogue');
  fs.mkdirSync(catalogueDir, { recursive: true });
  const placeholder = path.join(root, CATALOGUE_PLACEHOLDER_IMAGE.replace(/^\/uploads\//, ''));
  // Served, and its variants made, like any catalogue picture.
  if (!fs.existsSync(placeholder)) fs.copyFileSync(CATALOGUE_PLACEHOLDER_FILE, placeholder);

  // A picture's AVIF/WebP/JPEG variant is made on its first request and kept on disk (seeded drawings, a second
  // process's own DATA_DIR); uploads get theirs at upload time. Only the widths a picture has are ever made.
  const VARIANT_PATH = /^\/uploads\/catalogue\/([^/?]+\.w\d+\.(?:avif|webp|jpg))(?:\?.*)?$/;
  app.addHook('onRequest', async (request) => {
    const file =
      request.method === 'GET' || request.method === 'HEAD' ? VARIANT_PATH.exec(request.url)?.[1] : undefined;
    if (!file) return;
    try {
      await ensureVariant(catalogueDir, file);
    } catch (err) {
      // Answered as missing by the static files below; the page keeps its fallback picture.
      request.log.error({ err, file }, 'picture variant could not be made');
    }
  });

  dropValidatorsOfImmutableFiles(app);
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('x-content-type-options', 'nosniff');
      // A file here is only ever an image: even a crafted SVG opened directly cannot run script.
      res.setHeader('content-security-policy', SVG_CSP);
      res.setHeader(
        'cache-control',
        filePath.startsWith(catalogueDir + path.sep) ? YEAR : 'public, max-age=86400',
      );
    },
  });
}
