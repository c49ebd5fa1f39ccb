import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ITALIAN_CITIES,
  PAYMENT_MODES,
  PRICE_LISTS,
  PRODUCT_GROUPS,
  address,
  company,
  companySlug,
  createRandom,
  createWeightedPicker,
  email,
  isValidPartitaIva,
  partitaIva,
  personName,
  phone,
  product,
  productCode,
  uniquePartitaIva,
  website,
  type Random,
} from './italian';

function sample(rng: Random) {
  const c = company(rng);
  const person = personName(rng);
  const a = address(rng);
  return {
    ...c,
    ...a,
    vat: partitaIva(rng),
    phone: phone(rng, { areaCode: a.area_code }),
    email: email(c.name, rng),
    contact: email(c.name, rng, person),
    person,
    product: product(rng, 1),
  };
}

describe('createRandom', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const c = createRandom(8);
    const seqA = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps int() inside its inclusive bounds and reaches both ends', () => {
    const rng = createRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('derives forks from seed and label only, not from draws already made', () => {
    const fresh = createRandom(99).fork('customers');
    const used = createRandom(99);
    for (let i = 0; i < 10; i++) used.next();
    const fork = used.fork('customers');
    expect(fork.next()).toBe(fresh.next());
    expect(createRandom(99).fork('orders').next()).not.toBe(createRandom(99).fork('customers').next());
    expect(createRandom(99).fork('a').fork('b').next()).toBe(createRandom(99).fork('a').fork('b').next());
  });

  it('picks with weights roughly in proportion', () => {
    const pickAb = createWeightedPicker(['a', 'b'], [9, 1]);
    const rng = createRandom(5);
    let a = 0;
    for (let i = 0; i < 10_000; i++) if (pickAb(rng) === 'a') a++;
    expect(a).toBeGreaterThan(8700);
    expect(a).toBeLessThan(9300);
  });

  it('is never backed by Math.random', () => {
    const dir = dirname(fileURLToPath(import.meta.url));
    const sources = readdirSync(dir).filter((f) => f.startsWith('italian') && f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(1);
    for (const f of sources) expect(readFileSync(join(dir, f), 'utf8')).not.toMatch(/Math\.random\s*\(/);
  });
});

describe('partita IVA', () => {
  it('accepts known valid numbers and rejects altered ones', () => {
    expect(isValidPartitaIva('00743110157')).toBe(true);
    expect(isValidPartitaIva('01114601006')).toBe(true);
    expect(isValidPartitaIva('00743110158')).toBe(false);
    expect(isValidPartitaIva('01114601007')).toBe(false);
    expect(isValidPartitaIva('0074311015')).toBe(false);
    expect(isValidPartitaIva('0074311015A')).toBe(false);
    expect(isValidPartitaIva('00000000000')).toBe(false);
  });

  it('generates 11-digit numbers with a valid check digit', () => {
    const rng = createRandom(2024);
    for (let i = 0; i < 10_000; i++) {
      const vat = partitaIva(rng);
      expect(vat).toMatch(/^\d{11}$/);
      expect(isValidPartitaIva(vat)).toBe(true);
      const office = Number(vat.slice(7, 10));
      expect(office).toBeGreaterThanOrEqual(1);
      expect(office).toBeLessThanOrEqual(100);
    }
  });

  it('gives distinct valid numbers for distinct indexes', () => {
    const seen = new Set<string>();
    let invalid = 0;
    for (let i = 0; i < 200_000; i++) {
      const vat = uniquePartitaIva(i);
      if (!isValidPartitaIva(vat)) invalid++;
      seen.add(vat);
    }
    expect(invalid).toBe(0);
    expect(seen.size).toBe(200_000);
    expect(() => uniquePartitaIva(-1)).toThrow(RangeError);
  });
});

describe('places', () => {
  it('has a real-looking city table', () => {
    expect(ITALIAN_CITIES.length).toBeGreaterThanOrEqual(60);
    for (const c of ITALIAN_CITIES) {
      expect(c.zip).toMatch(/^\d{5}$/);
      if (c.zipTo !== undefined) expect(Number(c.zipTo)).toBeGreaterThan(Number(c.zip));
      expect(c.district).toMatch(/^[A-Z]{2}$/);
      expect(c.areaCode).toMatch(/^0\d{1,3}$/);
    }
    const milano = ITALIAN_CITIES.find((c) => c.city === 'Milano');
    expect(milano).toMatchObject({ district: 'MI', region: 'Lombardia', zip: '20121' });
    expect(ITALIAN_CITIES.find((c) => c.city === 'Roma')).toMatchObject({ district: 'RM', region: 'Lazio' });
    expect(ITALIAN_CITIES.find((c) => c.city === 'Napoli')).toMatchObject({ district: 'NA', region: 'Campania' });
  });

  it('builds addresses whose CAP belongs to the city', () => {
    const rng = createRandom(3);
    const byName = new Map(ITALIAN_CITIES.map((c) => [c.city, c]));
    for (let i = 0; i < 5000; i++) {
      const a = address(rng);
      const city = byName.get(a.city);
      expect(city).toBeDefined();
      expect(a.district).toBe(city?.district);
      expect(a.zip_code).toMatch(/^\d{5}$/);
      const zip = Number(a.zip_code);
      expect(zip).toBeGreaterThanOrEqual(Number(city?.zip));
      expect(zip).toBeLessThanOrEqual(Number(city?.zipTo ?? city?.zip));
      expect(a.address).toMatch(/^(Zona Industriale )?(Via|Viale|Piazza|Corso|Largo) .+,? \d+(\/[A-C])?$/);
    }
  });
});

describe('people, phones, e-mail', () => {
  it('writes Italian phone numbers', () => {
    const rng = createRandom(11);
    for (let i = 0; i < 2000; i++) {
      expect(phone(rng, { kind: 'landline' })).toMatch(/^(\+39 )?0\d{1,3} [1-9]\d{4,7}$/);
      expect(phone(rng, { kind: 'mobile' })).toMatch(/^(\+39 )?3\d{2} \d{7}$/);
    }
    expect(phone(rng, { kind: 'landline', areaCode: '0585' })).toMatch(/^(\+39 )?0585 \d{5,6}$/);
    const landline = phone(rng, { kind: 'landline', areaCode: '02' }).replace('+39 ', '').replace(' ', '');
    expect(landline.length === 9 || landline.length === 10).toBe(true);
  });

  it('derives ascii e-mail and website from the company name', () => {
    const rng = createRandom(12);
    expect(companySlug('Ferramenta Rossi S.r.l.')).toBe('ferramentarossi');
    expect(companySlug('Edil Bianchi & C. S.n.c.')).toBe('edilbianchi');
    expect(companySlug('Onoranze Funebri Colombo S.a.s.')).toBe('onoranzefunebricolombo');
    expect(companySlug('Marmi Apuani S.p.A.')).toBe('marmiapuani');
    expect(companySlug("F.lli D'Angelo S.r.l.s.")).toBe('fratellidangelo');
    expect(companySlug('Città Viva S.r.l.')).toBe('cittaviva');
    expect(website('Ferramenta Rossi S.r.l.')).toBe('www.ferramentarossi.it');
    expect(email('Ferramenta Rossi S.r.l.', rng)).toMatch(/^[a-z]+@ferramentarossi\.it$/);
    expect(email('Ferramenta Rossi S.r.l.', rng, { first_name: 'Nicolò', last_name: "Dell'Acqua" })).toBe(
      'nicolo.dellacqua@ferramentarossi.it',
    );
  });

  it('generates plausible companies and valid contact data at volume', () => {
    const rng = createRandom(13);
    const names = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const s = sample(rng);
      names.add(s.name);
      expect(s.name).toMatch(/^[A-Z][\p{L}'&. ]+$/u);
      expect(s.email).toMatch(/^[a-z0-9.]+@[a-z0-9]+\.it$/);
      expect(s.contact).toMatch(/^[a-z0-9]+\.[a-z0-9]+@[a-z0-9]+\.it$/);
      expect(s.person.first_name).toMatch(/^[A-Z]/);
    }
    // Variety: most of 5000 names differ.
    expect(names.size).toBeGreaterThan(4000);
  });
});

describe('catalogue and master data', () => {
  it('formats product codes', () => {
    expect(productCode(1234)).toBe('LV-001234');
    expect(productCode(7, 'PF')).toBe('PF-000007');
  });

  it('describes products in Italian with prices in cents', () => {
    const rng = createRandom(21);
    const descriptions = new Set<string>();
    for (let i = 1; i <= 3000; i++) {
      const p = product(rng, i);
      expect(p.code).toMatch(new RegExp(`^[A-Z]{2}-${String(i).padStart(6, '0')}$`));
      expect(p.description).toMatch(/ in /);
      expect(PRODUCT_GROUPS).toContain(p.group);
      expect(Number.isInteger(p.list_price_cents) && p.list_price_cents > 0).toBe(true);
      expect(Number.isInteger(p.weight_grams) && p.weight_grams > 0).toBe(true);
      descriptions.add(p.description);
    }
    expect(descriptions.size).toBeGreaterThan(1500);
  });

  it('lists payment modes and price lists with unique codes', () => {
    expect(new Set(PAYMENT_MODES.map((m) => m.external_id)).size).toBe(PAYMENT_MODES.length);
    expect(PAYMENT_MODES).toContainEqual({ external_id: 'RB60', description: 'Ri.Ba. 60 gg d.f.f.m.' });
    expect(new Set(PRICE_LISTS.map((l) => l.code)).size).toBe(PRICE_LISTS.length);
    expect(PRICE_LISTS[0]).toEqual({ code: 'LIS01', description: 'Listino base' });
  });
});

describe('determinism and speed', () => {
  it('produces identical data for the same seed', () => {
    const run = (seed: number) => {
      const rng = createRandom(seed).fork('customers');
      return Array.from({ length: 500 }, () => sample(rng));
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });

  it('makes 200k customers (name, address, VAT, contact) quickly', () => {
    const rng = createRandom(1).fork('scale');
    const started = performance.now();
    let chars = 0;
    for (let i = 0; i < 200_000; i++) {
      const c = company(rng);
      const a = address(rng);
      const p = personName(rng);
      const vat = uniquePartitaIva(i);
      const mail = email(c.name, rng);
      chars += c.name.length + a.address.length + p.last_name.length + vat.length + mail.length;
    }
    const ms = performance.now() - started;
    // Printed, not asserted: timings are for benchmarks, never a test failure.
    console.log(`200k customers in ${ms.toFixed(0)} ms (${chars} chars)`);
    expect(chars).toBeGreaterThan(0);
  });
});
