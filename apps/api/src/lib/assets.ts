import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files the API ships beside its code (apps/api/assets/): pictures drawn once by scripts/demo-art, committed. */
const ASSETS_DIR = fileURLToPath(new URL('../../assets/', import.meta.url));

/** What a dish or article without a picture shows, served at CATALOGUE_PLACEHOLDER_IMAGE. */
export const CATALOGUE_PLACEHOLDER_FILE = path.join(ASSETS_DIR, 'placeholder.svg');

/** The demo restaurant's pictures (seed/demo-art.ts). */
export const DEMO_ART_DIR = path.join(ASSETS_DIR, 'demo-art');
