import fs from 'node:fs/promises';

/** The run's data directory is throw-away; remove it so /tmp does not fill up run after run. */
export default async function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
}
