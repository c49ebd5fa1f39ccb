/**
 * Moves the portal's files to shared storage before a second host is added (see docs/SCALING.md):
 *   FILE_STORAGE_URL=s3://bucket/prefix S3_ENDPOINT=… npm run files:copy [-- --from <folder>] [-- --dry-run]
 * Copies the folder (default DATA_DIR/files) into the bucket; files already there with the same size are skipped,
 * so it can run while the portal still serves from the folder and once more just before the switch.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { copyFiles } from './copy-files';
import { createDiskStorage } from './disk-storage';
import { fileStorageFor, localFileStorage } from './open-storage';

const { values } = parseArgs({ options: { from: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
const config = loadConfig();
if (!config.fileStorage) {
  console.error('FILE_STORAGE_URL non impostato: indicare il bucket di destinazione (es. s3://portale/files) e S3_ENDPOINT se non è AWS.');
  process.exit(2);
}
const from = values.from ? createDiskStorage(path.resolve(values.from)) : localFileStorage(config.dataDir);
const to = fileStorageFor(config);
const started = performance.now();
console.log(`${values['dry-run'] ? 'Prova: ' : ''}copia da ${from.description} a ${to.description}`);
const report = await copyFiles(from, to, {
  dryRun: values['dry-run'],
  onFile: (_key, done) => done % 500 === 0 && console.log(`  ${done} file…`),
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${values['dry-run'] ? 'Da copiare' : 'Copiati'}: ${report.copied} file (${(report.bytes / 1_048_576).toFixed(1)} MB); già presenti: ${report.skipped}; in ${seconds} s.`,
);
for (const { key, reason } of report.failed) console.error(`  non copiato ${key}: ${reason}`);
if (report.failed.length) {
  console.error(`${report.failed.length} file non copiati: rilanciare il comando (copia solo ciò che manca).`);
  process.exitCode = 1;
}
