/**
 * Names of the small Italian firms that buy from a maker of cemetery and building accessories:
 * funeral homes, marble workers, builders, hardware shops, florists. Names combine surnames, the
 * trade's own words and a legal form the way real ones do ("Edil Bianchi & C. S.n.c.").
 */
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './italian-people';
import { createWeightedPicker, type Random } from './italian-random';

export interface Sector {
  name: string;
  /** Words that name the trade in a firm's name ("Onoranze Funebri", "Edil"). */
  words: readonly string[];
  /** Non-surname names used in the trade ("San Michele", "Apuani"). */
  fancy: readonly string[];
  /** Share of the customer base. */
  weight: number;
}

export const SECTORS: readonly Sector[] = [
  {
    name: 'Onoranze funebri',
    words: ['Onoranze Funebri', 'Pompe Funebri', 'Agenzia Funebre', 'Servizi Funebri', 'Casa Funeraria'],
    fancy: ['San Michele', 'San Giorgio', 'Santa Rita', "Sant'Antonio", 'La Pace', 'Aurora', 'La Serenità', 'Madonna del Carmine'],
    weight: 26,
  },
  {
    name: 'Marmi e graniti',
    words: ['Marmi', 'Marmi e Graniti', 'Lavorazione Marmi', 'Graniti', 'Marmeria'],
    fancy: ['Apuani', 'di Carrara', 'del Tirreno', 'Versilia', 'Arte Marmo', 'Pietre Nobili', 'Lapidea'],
    weight: 20,
  },
  {
    name: 'Lapidi e monumenti funebri',
    words: ['Lapidi', 'Monumenti Funebri', 'Arte Funeraria', 'Lapidi e Monumenti'],
    fancy: ['Eterna Memoria', 'Il Ricordo', 'Arte e Memoria', 'Luce Perpetua'],
    weight: 10,
  },
  {
    name: 'Edilizia',
    words: ['Edil', 'Costruzioni', 'Impresa Edile', 'Edilizia', 'Edilcostruzioni'],
    fancy: ['Nuova Edilizia', 'Edil Casa', 'Costruzioni Generali', 'Edil Centro', 'Edilnord', 'Edilsud'],
    weight: 12,
  },
  {
    name: 'Materiali edili',
    words: ['Materiali Edili', 'Forniture Edili', 'Edilcommercio', 'Commercio Materiali'],
    fancy: ['Edilmarket', 'Centro Edile', 'Tutto Edilizia', 'Magazzini Edili'],
    weight: 7,
  },
  {
    name: 'Ferramenta',
    words: ['Ferramenta', 'Colorificio e Ferramenta', 'Utensileria', 'Casalinghi e Ferramenta'],
    fancy: ['Ferramenta Centrale', 'Il Bullone', 'Brico Casa', 'Tutto Ferro'],
    weight: 9,
  },
  {
    name: 'Arredo urbano',
    words: ['Arredo Urbano', 'Arredi per Esterni', 'Arredi Urbani'],
    fancy: ['Città Viva', 'Urbe', 'Spazi Pubblici', 'Verde e Città'],
    weight: 3,
  },
  {
    name: 'Fioristi',
    words: ['Fiori', 'Fioreria', 'Fiori e Piante', 'Garden'],
    fancy: ['Il Giardino', 'Mille Fiori', 'La Rosa', 'Il Girasole', 'Fiori del Ricordo'],
    weight: 7,
  },
  {
    name: 'Articoli cimiteriali',
    words: ['Articoli Funerari', 'Articoli Cimiteriali', 'Arte Sacra', 'Bronzi Cimiteriali'],
    fancy: ['Bronzi Artistici', 'Luce Eterna', 'Arte Sacra Italiana', 'Fonderia Artistica'],
    weight: 4,
  },
  {
    name: 'Carpenteria metallica',
    words: ['Carpenteria', 'Carpenteria Metallica', 'Metalcostruzioni', 'Lavorazioni Metalliche'],
    fancy: ['Metal Sud', 'Ferro Arte', 'Inox Design', 'Metalnord'],
    weight: 2,
  },
];

const pickSector = createWeightedPicker(SECTORS, SECTORS.map((s) => s.weight));

// Shares of legal forms among small Italian firms, roughly.
const CAPITAL_FORMS = ['S.r.l.', 'S.r.l.', 'S.r.l.', 'S.r.l.', 'S.r.l.s.', 'S.p.A.'];
const PARTNERSHIP_FORMS = ['S.n.c.', 'S.n.c.', 'S.a.s.'];

function anyForm(rng: Random): string {
  return rng.chance(0.65) ? rng.pick(CAPITAL_FORMS) : rng.pick(PARTNERSHIP_FORMS);
}

function surname(rng: Random): string {
  return rng.pick(LAST_NAMES);
}

// Each pattern is a way real firms are named; weights keep "Activity Surname S.r.l." the commonest.
const PATTERNS: readonly ((rng: Random, s: Sector) => string)[] = [
  // Ferramenta Rossi S.r.l.
  (rng, s) => `${rng.pick(s.words)} ${surname(rng)} ${anyForm(rng)}`,
  // Rossi Costruzioni S.r.l.
  (rng, s) => `${surname(rng)} ${rng.pick(s.words)} ${anyForm(rng)}`,
  // Edil Bianchi & C. S.n.c.
  (rng, s) => `${rng.pick(s.words)} ${surname(rng)} & C. ${rng.pick(PARTNERSHIP_FORMS)}`,
  // Marmi Rossi & Verdi S.n.c.
  (rng, s) => `${rng.pick(s.words)} ${surname(rng)} & ${surname(rng)} ${rng.pick(PARTNERSHIP_FORMS)}`,
  // F.lli Colombo S.n.c.
  (rng, s) => `${rng.chance(0.5) ? rng.pick(s.words) + ' ' : ''}F.lli ${surname(rng)} ${rng.pick(PARTNERSHIP_FORMS.concat('S.r.l.'))}`,
  // Marmi Apuani S.p.A., Onoranze Funebri San Michele S.r.l.
  (rng, s) => {
    const fancy = rng.pick(s.fancy);
    // Some fancy names already name the trade ("Edilmarket"); others need the trade word in front.
    const needsWord = /^(San|Sant|Santa|La|Il|di|del|Madonna|Aurora|Apuani|Versilia|Urbe)\b/.test(fancy);
    return `${needsWord ? rng.pick(s.words) + ' ' : ''}${fancy} ${anyForm(rng)}`;
  },
  // Fioreria di Rossi Maria (ditta individuale: owner's surname then first name, no legal form)
  (rng, s) => `${rng.pick(s.words)} di ${surname(rng)} ${rng.pick(rng.chance(0.5) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES)}`,
];
const pickPattern = createWeightedPicker(PATTERNS, [34, 14, 12, 6, 7, 12, 15]);

export interface Company {
  name: string;
  sector: string;
}

export function company(rng: Random): Company {
  const sector = pickSector(rng);
  return { name: pickPattern(rng)(rng, sector), sector: sector.name };
}

export function companyName(rng: Random): string {
  return company(rng).name;
}
