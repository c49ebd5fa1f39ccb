import fs from 'node:fs';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';

export type Encoding = 'utf8' | 'win1252';

/**
 * Which encoding a file is in: UTF-8 (with or without BOM) when its first megabyte decodes as UTF-8,
 * otherwise Windows-1252, decoded with a real table (Node's TextDecoder maps 0x80 to a control, not €).
 */
export async function detectEncoding(file: string): Promise<Encoding> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buf = Buffer.alloc(1024 * 1024);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    let sample = buf.subarray(0, bytesRead);
    if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf8';
    // Do not judge a multi-byte character cut at the sample's end.
    if (bytesRead === buf.length) {
      let cut = sample.length;
      while (cut > sample.length - 4 && cut > 0 && (sample[cut - 1] & 0xc0) === 0x80) cut--;
      if (cut > 0 && sample[cut - 1] >= 0xc0) cut--;
      sample = sample.subarray(0, cut);
    }
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(sample);
      return 'utf8';
    } catch {
      return 'win1252';
    }
  } finally {
    await handle.close();
  }
}

/** Lines in the file (newlines, plus a last line without one): the progress bar's total. */
export async function countLines(file: string): Promise<number> {
  let lines = 0;
  let last = 0x0a;
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, i + 1)) lines++;
    if (chunk.length) last = chunk[chunk.length - 1];
  }
  return last === 0x0a ? lines : lines + 1;
}

export interface CsvRecord {
  line: number;
  fields: string[];
}

/** Streams records (arrays of cells) with their line numbers; unreadable records go to onBadRecord. */
export function readCsv(file: string, encoding: Encoding, onBadRecord: (line: number, reason: string) => void): AsyncIterable<CsvRecord> {
  const parser = parse({
    delimiter: ';',
    bom: true,
    info: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
  });
  parser.on('skip', (err: Error & { code?: string; lines?: number }) => onBadRecord(err.lines ?? 0, csvProblem(err)));
  const stream = fs.createReadStream(file).pipe(iconv.decodeStream(encoding === 'utf8' ? 'utf8' : 'win1252')).pipe(parser);
  return (async function* () {
    try {
      for await (const rec of stream as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
        yield { line: rec.info.lines, fields: rec.record };
      }
    } catch (error) {
      // A parse error the parser could not skip stops the file: said in Italian with its line.
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !(code in CSV_PROBLEMS)) throw error;
      const line = (error as { lines?: number }).lines;
      throw new Error(`${csvProblem(error as Error & { code: string })}${line ? ` (riga ${line})` : ''}`);
    }
  })();
}

/** csv-parse's error codes in Italian (its messages are English: 'Quote Not Closed: …', issue 55 point 29). */
const CSV_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'virgolette aperte e mai chiuse fino alla fine del file',
  CSV_INVALID_CLOSING_QUOTE: 'virgolette di chiusura seguite da altri caratteri nello stesso campo',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'caratteri dopo le virgolette di chiusura di un campo',
  INVALID_OPENING_QUOTE: 'virgolette di apertura in mezzo a un campo',
  CSV_MAX_RECORD_SIZE: 'riga troppo lunga',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'numero di campi diverso dall’intestazione',
  CSV_RECORD_INCONSISTENT_COLUMNS: 'numero di campi diverso dall’intestazione',
};

/** 'Riga non leggibile: …' for a csv-parse error, in Italian whatever its code. */
export function csvProblem(error: Error & { code?: string }): string {
  return `Riga non leggibile: ${(error.code && CSV_PROBLEMS[error.code]) || 'formato CSV non valido'}`;
}
