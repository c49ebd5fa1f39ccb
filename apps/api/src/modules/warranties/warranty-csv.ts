import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { formatWarrantyCode } from '@portale/contract/warranty-code';

export interface CsvCodeRow {
  code: string;
  companyName: string | null;
  vatCode: string | null;
  activatedAt: string | null;
  registeredAt: Date | null;
  corpseLastName: string | null;
  corpseFirstName: string | null;
}

const COLUMNS = [
  'codice',
  'tipo',
  'anno',
  'lotto',
  'stato',
  'ragione_sociale',
  'partita_iva',
  'data_decesso',
  'cognome_defunto',
  'nome_defunto',
  'registrata_il',
];

const dateIt = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');
const dateTime = new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });
/** '15/02/2026 10:41' (Europe/Rome), as Excel reads a date and time. */
const dateTimeIt = (d: Date | null) => (d ? dateTime.format(d).replace(',', '') : '');

/**
 * Streams a job's codes as CSV for Excel: `;` separator, BOM, and formula injection neutralised
 * (`escape_formulas`: a company name typed as `=…` on the public page arrives as text).
 */
export function streamJobCsv(
  job: { typeName: string; year: number; batch: number },
  nextRows: () => Promise<CsvCodeRow[]>,
): NodeJS.ReadableStream {
  async function* records() {
    for (let rows = await nextRows(); rows.length > 0; rows = await nextRows()) {
      for (const r of rows) {
        yield [
          formatWarrantyCode(r.code),
          job.typeName,
          job.year,
          job.batch,
          r.registeredAt ? 'Attivata' : 'Non attivata',
          r.companyName ?? '',
          r.vatCode ?? '',
          dateIt(r.activatedAt),
          r.corpseLastName ?? '',
          r.corpseFirstName ?? '',
          dateTimeIt(r.registeredAt),
        ];
      }
    }
  }
  return Readable.from(records()).pipe(stringify({ delimiter: ';', bom: true, header: true, columns: COLUMNS, escape_formulas: true, record_delimiter: 'windows' }));
}
