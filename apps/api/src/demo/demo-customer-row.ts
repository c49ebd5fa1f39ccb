/**
 * One demo customer with everything the ERP sends for it (addresses, contacts, yearly turnover), as a
 * pure function of the index: the same (seed, i) always gives the same customer, so the demo loader
 * and a COPY-based scale loader can share it. Master data is referred to by index into PAYMENT_MODES,
 * PRICE_LISTS and CUSTOMER_GROUPS; the loader maps indexes to database ids.
 */
import { centsToDecimal } from './document-rows';
import { company } from './italian-companies';
import { PAYMENT_MODES, PRICE_LISTS } from './italian-master-data';
import { email, personName, phone, website } from './italian-people';
import { address } from './italian-places';
import type { Random } from './italian-random';
import { uniquePartitaIva } from './italian-vat';

export const CUSTOMER_GROUPS = ['Onoranze funebri', 'Marmisti', 'Fioristi', 'Rivenditori'] as const;

/** Sector → [group index, price list index]: a funeral home buys on the funeral homes' list, and so on. */
const SECTOR_TERMS: Record<string, [group: number, priceList: number]> = {
  'Onoranze funebri': [0, 4],
  'Case funerarie': [0, 4],
  // Cemetery services buy for whole municipal cemeteries: the wholesalers' list.
  'Servizi cimiteriali': [0, 2],
  Marmisti: [1, 3],
  'Fioristi funerari': [2, 5],
  'Articoli funerari': [3, 1],
};

const OTHER_ADDRESS_NAMES = ['Casa funeraria', 'Filiale', 'Magazzino', 'Sala del commiato', 'Sede operativa'];
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface DemoCustomerRow {
  externalId: string;
  key: string;
  companyName: string;
  sector: string;
  vatCode: string;
  /** The customer's access password in clear: the loader encrypts it. */
  password: string;
  inactive: boolean;
  paymentModeIndex: number;
  priceListIndex: number;
  groupIndex: number;
  /** Profiles by index (first = main); a few customers are followed by two agents. */
  profileIndexes: number[];
  addresses: { name: string; address: string; zipCode: string; city: string; district: string; main: boolean }[];
  contacts: { type: 'phone' | 'fax' | 'website' | 'email'; value: string; label: string | null; main: boolean }[];
  /** Yearly turnover, newest first; money as an exact decimal string. */
  yearData: { year: number; invoicesTotal: string; invoicesCount: number }[];
}

export function customerRow(rng: Random, i: number, options: { profileCount: number; currentYear: number }): DemoCustomerRow {
  const r = rng.fork(`customer:${i}`);
  const firm = company(r);
  const externalId = `C${String(i + 1).padStart(6, '0')}`;
  const [groupIndex, sectorList] = SECTOR_TERMS[firm.sector] ?? [3, 0];
  const main = address(r);
  const addresses = [{ name: 'Sede legale', ...placeOf(main), main: true }];
  const extra = r.chance(0.5) ? r.int(1, 2) : 0;
  for (let k = 0; k < extra; k++) addresses.push({ name: OTHER_ADDRESS_NAMES[(i + k) % OTHER_ADDRESS_NAMES.length], ...placeOf(address(r)), main: false });

  const contacts: DemoCustomerRow['contacts'] = [
    { type: 'phone', value: phone(r, { kind: 'landline', areaCode: main.area_code }), label: 'Centralino', main: true },
    { type: 'fax', value: phone(r, { kind: 'landline', areaCode: main.area_code }), label: null, main: true },
    { type: 'email', value: email(firm.name, r), label: 'Ufficio', main: true },
    { type: 'website', value: website(firm.name), label: null, main: true },
  ];
  if (r.chance(0.4)) {
    const owner = personName(r);
    contacts.push({ type: 'phone', value: phone(r, { kind: 'mobile' }), label: `${owner.first_name} ${owner.last_name}`, main: false });
  }
  if (r.chance(0.4)) contacts.push({ type: 'email', value: email(firm.name, r), label: 'Amministrazione', main: false });

  const years = r.int(3, 5);
  const yearData: DemoCustomerRow['yearData'] = [];
  const ticketCents = r.int(8_000, 250_000);
  for (let k = 0; k < years; k++) {
    // The current year is partial: fewer invoices so far.
    const invoicesCount = k === 0 ? r.int(1, 20) : r.int(5, 60);
    const totalCents = invoicesCount * Math.round(ticketCents * (0.7 + r.next() * 0.6));
    yearData.push({ year: options.currentYear - k, invoicesTotal: centsToDecimal(totalCents), invoicesCount });
  }

  let password = '';
  for (let k = 0; k < 10; k++) password += r.pick(PASSWORD_ALPHABET.split(''));
  const mainProfile = i % options.profileCount;
  const profileIndexes = r.chance(0.06) && options.profileCount > 1 ? [mainProfile, (mainProfile + 5) % options.profileCount] : [mainProfile];
  return {
    externalId,
    key: externalId.toLowerCase(),
    companyName: firm.name,
    sector: firm.sector,
    vatCode: uniquePartitaIva(i),
    password,
    inactive: r.chance(0.03),
    paymentModeIndex: r.int(0, PAYMENT_MODES.length - 1),
    priceListIndex: r.chance(0.7) ? sectorList : r.int(0, PRICE_LISTS.length - 1),
    groupIndex,
    profileIndexes: [...new Set(profileIndexes)],
    addresses,
    contacts,
    yearData,
  };
}

function placeOf(a: ReturnType<typeof address>) {
  return { address: a.address, zipCode: a.zip_code, city: a.city, district: a.district };
}
