/**
 * Names of the small Italian firms that buy from a maker of funeral goods: funeral homes above all
 * (onoranze, agenzie, imprese funebri, case funerarie, cemetery services), then marble workers and
 * funeral florists. Names combine surnames, the trade's own words and a legal form the way real ones
 * do ("Impresa Funebre Bianchi & Figli S.n.c.").
 */
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './italian-people';
import { createWeightedPicker, type Random } from './italian-random';

export interface Sector {
  name: string;
  /** Words that name the trade in a firm's name ("Onoranze Funebri", "Marmi"). */
  words: readonly string[];
  /** Non-surname names used in the trade ("San Giuseppe", "Apuani"). */
  fancy: readonly string[];
  /** Share of the customer base. */
  weight: number;
}

const SAINTS = ['San Giuseppe', 'San Michele', 'San Giorgio', 'Santa Rita', "Sant'Antonio", 'San Francesco', 'Madonna del Carmine', 'San Pio'];

export const SECTORS: readonly Sector[] = [
  {
    name: 'Onoranze funebri',
    words: ['Onoranze Funebri', 'Agenzia Funebre', 'Impresa Funebre', 'Pompe Funebri', 'Servizi Funebri'],
    fancy: [...SAINTS, 'La Pace', 'Aurora', 'La Serenità', 'Il Commiato'],
    weight: 52,
  },
  {
    name: 'Case funerarie',
    words: ['Casa Funeraria', 'Casa del Commiato', 'Onoranze Funebri e Casa Funeraria'],
    fancy: ['San Giuseppe', 'La Pace', 'Il Cipresso', 'Villa della Pace', 'Aurora'],
    weight: 10,
  },
  {
    name: 'Servizi cimiteriali',
    words: ['Servizi Cimiteriali', 'Gestioni Cimiteriali', 'Servizi Funebri e Cimiteriali'],
    fancy: ['Eterna Memoria', 'Il Ricordo', 'Luce Perpetua', 'Cimiteri Riuniti'],
    weight: 10,
  },
  {
    name: 'Marmisti',
    words: ['Marmi', 'Marmi e Graniti', 'Lapidi e Monumenti', 'Arte Funeraria', 'Marmeria'],
    fancy: ['Apuani', 'di Carrara', 'Arte Marmo', 'Pietre Nobili', 'Lapidea', 'Il Ricordo'],
    weight: 12,
  },
  {
    name: 'Fioristi funerari',
    words: ['Fiori', 'Fioreria', 'Fiori e Corone', 'Fiori e Addobbi Funebri'],
    fancy: ['Fiori del Ricordo', 'La Rosa Bianca', 'Il Giglio', 'Mille Fiori', 'Il Crisantemo'],
    weight: 10,
  },
  {
    name: 'Articoli funerari',
    words: ['Articoli Funerari', 'Arte Sacra', 'Forniture Funebri', 'Articoli Religiosi'],
    fancy: ['Luce Eterna', 'Arte Sacra Italiana', 'La Colomba'],
    weight: 6,
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
  // Onoranze Funebri Rossi S.r.l.
  (rng, s) => `${rng.pick(s.words)} ${surname(rng)} ${anyForm(rng)}`,
  // Impresa Funebre Bianchi & Figli S.n.c. (family firms handed down: the commonest in the trade)
  (rng, s) => `${rng.pick(s.words)} ${surname(rng)} & Figli ${rng.pick(PARTNERSHIP_FORMS.concat('S.r.l.'))}`,
  // Onoranze Funebri Bianchi & C. S.n.c.
  (rng, s) => `${rng.pick(s.words)} ${surname(rng)} & C. ${rng.pick(PARTNERSHIP_FORMS)}`,
  // Marmi Rossi & Verdi S.n.c.
  (rng, s) => `${rng.pick(s.words)} ${surname(rng)} & ${surname(rng)} ${rng.pick(PARTNERSHIP_FORMS)}`,
  // F.lli Colombo S.n.c.
  (rng, s) => `${rng.chance(0.5) ? rng.pick(s.words) + ' ' : ''}F.lli ${surname(rng)} ${rng.pick(PARTNERSHIP_FORMS.concat('S.r.l.'))}`,
  // Marmi Apuani S.p.A., Agenzia Funebre San Giuseppe S.r.l.
  (rng, s) => {
    const fancy = rng.pick(s.fancy);
    // Some fancy names already name the trade ("Arte Sacra Italiana"); others need the trade word in front.
    const needsWord = /^(San|Sant|Santa|La|Il|di|del|Madonna|Aurora|Apuani|Villa|Eterna|Luce|Cimiteri)\b/.test(fancy);
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
