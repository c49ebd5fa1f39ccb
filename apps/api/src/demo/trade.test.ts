/**
 * Issue 55.17: a maker's sales director opening the demo must recognise his trade — funeral homes as
 * customers, payment terms as an Italian ERP writes them, a funeral-goods catalogue whose pictures show
 * each product (an angel shows an angel, not the family's cross).
 */
import { describe, expect, it } from 'vitest';
import { pictureKind, productPng } from './demo-product-images';
import { PAYMENT_MODES, PRODUCT_GROUPS, company, createRandom, product } from './italian';

const FUNERAL_HOME = /Onoranze Funebri|Agenzia Funebre|Impresa Funebre|Imprese Funebri|Casa Funeraria|Servizi Cimiteriali|Pompe Funebri|Servizi Funebri/;
const NOT_THE_TRADE = /Ferramenta|Colorificio|Brico|Edil|Costruzioni|Utensileria|Arredo|Carpenteria|Metal|Casalinghi|Inox/;

describe('demo customers', () => {
  it('are funeral businesses, with marble workers and funeral florists as a minority', () => {
    const rng = createRandom(55).fork('customers');
    const firms = Array.from({ length: 4000 }, () => company(rng));
    for (const f of firms) expect(f.name).not.toMatch(NOT_THE_TRADE);
    const homes = firms.filter((f) => FUNERAL_HOME.test(f.name)).length;
    expect(homes / firms.length).toBeGreaterThan(0.6);
    const bySector = (s: string) => firms.filter((f) => f.sector === s).length / firms.length;
    expect(bySector('Marmisti')).toBeGreaterThan(0.03);
    expect(bySector('Marmisti')).toBeLessThan(0.2);
    expect(bySector('Fioristi funerari')).toBeGreaterThan(0.03);
    expect(bySector('Fioristi funerari')).toBeLessThan(0.2);
  });
});

describe('demo payment modes', () => {
  it('are written in Italian trade terms, and keep the codes the discounts are attached to', () => {
    const descriptions = PAYMENT_MODES.map((m) => m.description);
    for (const d of descriptions) expect(d).not.toMatch(/SEPA|Direct|Debit|Bank|Transfer|Cash/i);
    expect(descriptions).toEqual(expect.arrayContaining(['RID/SDD 30 gg d.f.', 'Bonifico anticipato', 'Bonifico 30 gg d.f.', 'Ri.Ba. 30-60 gg d.f.f.m.', 'Rimessa diretta']));
    expect(descriptions.some((d) => d.startsWith('Ri.Ba. 60 gg'))).toBe(true);
    // Same codes in the same order: discounts (RD, BBANT, CONTR) and the customers' draws stay as they were.
    expect(PAYMENT_MODES.map((m) => m.external_id)).toEqual(['RD', 'CONTR', 'BBANT', 'BB30', 'BB60', 'RB30', 'RB60', 'RB90', 'RB3060', 'RB306090', 'SDD30']);
  });
});

describe('demo catalogue', () => {
  const rng = createRandom(56);
  const products = Array.from({ length: 4000 }, (_, i) => product(rng, i + 1));

  it("sells the funeral trade's goods: coffins in wood essences, urns, lamps, candles, plaques, crucifixes, angels, linings", () => {
    expect(PRODUCT_GROUPS).toEqual(
      expect.arrayContaining(['Cofani', 'Urne cinerarie', 'Lampade votive', 'Ceri e candele', 'Targhe e lettere', 'Crocifissi', 'Angeli e arte sacra', 'Portafiori', 'Imbottiture e corredi']),
    );
    for (const p of products) expect(p.description).not.toMatch(/Panchina|Profilo|Griglia|Cassetta postale|Chiusino|Dissuasore|Portabiciclette|Cestino|Soglia|Corrimano/);
    const coffins = products.filter((p) => p.group === 'Cofani').map((p) => p.description);
    for (const essence of ['noce', 'rovere', 'mogano', 'abete']) expect(coffins.some((d) => d.includes(` ${essence}`)), essence).toBe(true);
    for (const word of ['Urna cineraria', 'Lampada votiva', 'Cero', 'Targa', 'Crocifisso', 'Angelo', 'Portafiori', 'Imbottitura']) {
      expect(products.some((p) => p.description.startsWith(word)), word).toBe(true);
    }
  });

  it('draws each product by what it is: every catalogue item has its own kind of picture', () => {
    for (const p of products) expect(pictureKind(p.description), p.description).not.toBe('blocco');
    expect(pictureKind('Angelo in preghiera in bronzo anticato h 30 cm')).toBe('angelo');
    expect(pictureKind('Crocifisso in ottone lucido h 20 cm')).toBe('crocifisso');
    expect(pictureKind('Cofano bombato in noce lucido L 200 cm')).toBe('cofano');
    expect(pictureKind('Urna cineraria a vaso in ottone h 28 cm')).toBe('urna');
  });

  it('gives an angel and a crucifix of the same metal different pictures, and one item in two materials two colours', () => {
    const angel = productPng('Angelo in preghiera in bronzo anticato h 30 cm');
    const cross = productPng('Crocifisso in bronzo anticato h 30 cm');
    expect(angel.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    expect(angel.equals(cross)).toBe(false);
    expect(productPng('Cofano a cassa dritta in noce lucido L 200 cm').equals(productPng('Cofano a cassa dritta in abete lucido L 200 cm'))).toBe(false);
    // Small enough to store one per product.
    expect(angel.length).toBeLessThan(16_000);
  });
});
