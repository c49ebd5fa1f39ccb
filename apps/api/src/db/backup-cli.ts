/**
 * Backups of the embedded database (stop the server first):
 *   npm run db:backup [-- file.tar.gz]     default DATA_DIR/backups/portale-<time>.tar.gz
 *   npm run db:restore -- file.tar.gz      the current database is kept aside, never deleted
 * With DATABASE_URL (PostgreSQL server) use pg_dump / pg_restore: see README.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { backupEmbedded, restoreEmbedded } from './backup';

const [command, file] = process.argv.slice(2);
const config = loadConfig();
try {
  if (command === 'backup') {
    const target = file ?? path.join(config.dataDir, 'backups', `portale-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    const { file: written, bytes } = await backupEmbedded(config, target);
    console.log(`Copia di sicurezza scritta: ${written} (${Math.round(bytes / 1024)} KB)`);
  } else if (command === 'restore' && file) {
    const { keptAside } = await restoreEmbedded(config, file);
    console.log(`Database ripristinato da ${file}.${keptAside ? ` Il database precedente è stato spostato in ${keptAside}.` : ''}`);
  } else {
    console.error('Uso: npm run db:backup [-- file.tar.gz] | npm run db:restore -- file.tar.gz');
    process.exitCode = 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
