import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CATALOGUE_PLACEHOLDER_IMAGE } from '@lome/shared';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves `$DATA_DIR/uploads` at `/uploads/`. Catalogue pictures never change under a given name (a new picture
 * gets a new name), so browsers keep them for a year. Private documents are not stored here.
 */
export default async function uploadsPlugin(
  app: FastifyInstance,
  opts: {
    dataDir: string;
    /** The catalogue's stand-in picture, drawn by the catalogue module (plugins never import modules). */
    placeholderSvg: string;
  },
) {
  const root = path.join(opts.dataDir, 'uploads');
  const catalogueDir = path.join(root, 'catalogue');
  fs.mkdirSync(catalogueDir, { recursive: true });
  const placeholder = path.join(root, CATALOGUE_PLACEHOLDER_IMAGE.replace(/^\/uploads\//, ''));
  if (!fs.existsSync(placeholder)) fs.writeFileSync(placeholder, opts.placeholderSvg);

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
      res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.setHeader(
        'cache-control',
        filePath.startsWith(catalogueDir + path.sep) ? YEAR : 'public, max-age=86400',
      );
    },
  });
}
