import { loadEnv } from '../config/env.js';
import { BackupError, createBackup } from './backup-archive.js';

// `npm run backup [-- FOLDER | FILE.tar.gz]`: safe while the server runs (docs/operations.md, Backup and restore).
const out = process.argv[2];
if (out === '--help' || out === '-h') {
  console.log('Usage : npm run backup [-- DOSSIER | FICHIER.tar.gz]   (par défaut DATA_DIR/backups)');
  process.exit(0);
}

try {
  const { file, manifest } = await createBackup(loadEnv(), out);
  console.log(`Sauvegarde écrite : ${file}`);
  if (manifest.counts) {
    const { users, orders, paid_orders } = manifest.counts;
    console.log(`  ${users} comptes, ${orders} commandes dont ${paid_orders} payées.`);
  }
  console.log('  Copiez-la hors de cette machine : elle ne protège de rien si elle disparaît avec elle.');
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
