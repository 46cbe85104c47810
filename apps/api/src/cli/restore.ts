import { loadEnv } from '../config/env.js';
import { BackupError } from './backup-archive.js';
import { restoreBackup } from './restore-archive.js';

// `npm run restore -- FILE.tar.gz`: only while the server is stopped (docs/operations.md, Backup and restore).
const file = process.argv[2];
if (!file || file === '--help' || file === '-h') {
  console.error('Usage : npm run restore -- FICHIER.tar.gz   (serveur arrêté)');
  process.exit(file ? 0 : 1);
}

try {
  const { manifest, previous } = await restoreBackup(loadEnv(), file);
  console.log(`Sauvegarde du ${manifest.created_at} restaurée (${manifest.engine}).`);
  if (manifest.counts) {
    const { users, orders, paid_orders } = manifest.counts;
    console.log(`  ${users} comptes, ${orders} commandes dont ${paid_orders} payées.`);
  }
  if (previous) console.log(`  Les données remplacées sont gardées dans ${previous}`);
  console.log('  Vous pouvez redémarrer le serveur.');
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
