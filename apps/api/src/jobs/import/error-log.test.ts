import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorLog, MAX_IMPORT_ERRORS } from './import-entity';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'error-log-'));

// Issue 20: the import's error log never crashes the process nor grows without bound.
describe('ErrorLog', () => {
  it('writes every refused row as CSV and keeps the first ones for the output', async () => {
    const file = path.join(tmp(), 'errors', 'run.csv');
    const log = new ErrorLog(file);
    for (let line = 2; line < 502; line++) {
      log.add({ line, field: 'price', reason: 'Numero non valido' });
      await log.drained();
    }
    await log.close();
    expect(log.count).toBe(500);
    expect(log.first).toHaveLength(100);
    expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(501);
  });

  it('stops the run past the bound instead of holding millions of entries', async () => {
    const log = new ErrorLog(path.join(tmp(), 'run.csv'));
    for (let line = 1; line <= MAX_IMPORT_ERRORS; line++) log.add({ line, field: '', reason: 'x' });
    await log.drained();
    log.add({ line: MAX_IMPORT_ERRORS + 1, field: '', reason: 'x' });
    await expect(log.drained()).rejects.toThrow('Oltre 100.000 righe rifiutate');
    expect(log.lines.size).toBe(MAX_IMPORT_ERRORS);
    await expect(log.close()).rejects.toThrow('importazione interrotta');
  });

  it('fails the run with a message when its file cannot be written (no crash)', async () => {
    const dir = tmp();
    // The log's path is a directory: the write stream errors as a full or broken disk would.
    const log = new ErrorLog(dir);
    log.add({ line: 2, field: 'price', reason: 'Numero non valido' });
    await expect(log.close()).rejects.toThrow('Impossibile scrivere il registro degli errori');
    const blocked = new ErrorLog(path.join(dir, 'file.txt', 'run.csv'));
    fs.writeFileSync(path.join(dir, 'file.txt'), 'non una cartella');
    blocked.add({ line: 2, field: 'price', reason: 'Numero non valido' });
    await expect(blocked.drained()).rejects.toThrow('Impossibile scrivere il registro degli errori');
  });
});
