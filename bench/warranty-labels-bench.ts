/**
 * Labels PDF alone, in a process that loads nothing else (so its peak RSS is the PDF's, not the app's):
 *   npx tsx bench/warranty-labels-bench.ts [--codes 10000] [--out /tmp/etichette.pdf]
 * Codes come from memory in pages of 240, as the API streams them from the database.
 */
import { randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { newWarrantyCode } from '@portale/contract/warranty-code';
import { streamLabelsPdf } from '../apps/api/src/documents/pdf/warranty-labels-pdf';

const { values } = parseArgs({ options: { codes: { type: 'string', default: '10000' }, out: { type: 'string', default: '' } } });
const total = Number(values.codes);
const codes = Array.from({ length: total }, () => newWarrantyCode((b) => randomFillSync(b)));
const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
const cpu0 = process.cpuUsage();
let next = 0;
let bytes = 0;
const sink = values.out
  ? fs.createWriteStream(values.out)
  : new Writable({ write: (chunk: Buffer, _e, cb) => ((bytes += chunk.length), cb()) });
await pipeline(
  streamLabelsPdf({ id: 1, year: 2026, batch: 1, typeName: 'Garanzia cofano' }, 'https://garanzie.example.it', async () => codes.slice(next, (next += 240))),
  sink,
);
const cpu = process.cpuUsage(cpu0);
if (values.out) bytes = fs.statSync(values.out).size;
console.log(
  `labels PDF, ${total.toLocaleString('en')} codes (${Math.ceil(total / 24)} pages): ${Math.round(performance.now() - t0)} ms wall, ` +
    `${Math.round((cpu.user + cpu.system) / 1000)} ms CPU, ${(bytes / 1e6).toFixed(1)} MB; RSS before ${(rssBefore / 1e6).toFixed(0)} MB, ` +
    `peak ${((process.resourceUsage().maxRSS * 1024) / 1e6).toFixed(0)} MB; load average ${os.loadavg()[0]!.toFixed(1)}`,
);
