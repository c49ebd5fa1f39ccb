/**
 * Italian person names, phone numbers and the e-mail/website of a company. Hand-written lists rather
 * than @faker-js/faker: a few hundred strings are enough for plausible data, and they keep the
 * 200k-customer scale generator fast and its output stable across faker releases.
 */
import type { Random } from './italian-random';

export const MALE_FIRST_NAMES = [
  'Marco', 'Giuseppe', 'Giovanni', 'Antonio', 'Francesco', 'Luca', 'Alessandro', 'Andrea', 'Paolo',
  'Stefano', 'Roberto', 'Mario', 'Luigi', 'Davide', 'Simone', 'Matteo', 'Lorenzo', 'Fabio', 'Massimo',
  'Claudio', 'Giorgio', 'Salvatore', 'Vincenzo', 'Pietro', 'Riccardo', 'Daniele', 'Emanuele',
  'Federico', 'Gabriele', 'Alberto', 'Sergio', 'Enrico', 'Franco', 'Carlo', 'Maurizio', 'Nicola',
  'Michele', 'Domenico', 'Raffaele', 'Gianluca', 'Fabrizio', 'Cristian', 'Filippo', 'Tommaso',
  'Giacomo', 'Bruno', 'Renato', 'Angelo', 'Alessio', 'Diego', 'Ettore', 'Umberto', 'Gennaro',
];
export const FEMALE_FIRST_NAMES = [
  'Maria', 'Anna', 'Giulia', 'Francesca', 'Chiara', 'Sara', 'Laura', 'Valentina', 'Elena', 'Alessandra',
  'Silvia', 'Federica', 'Martina', 'Paola', 'Roberta', 'Elisa', 'Simona', 'Barbara', 'Cristina',
  'Monica', 'Daniela', 'Giovanna', 'Rosa', 'Angela', 'Antonella', 'Patrizia', 'Lucia', 'Teresa',
  'Giuseppina', 'Carla', 'Michela', 'Serena', 'Ilaria', 'Alice', 'Giorgia', 'Beatrice', 'Sofia',
  'Claudia', 'Manuela', 'Stefania', 'Raffaella', 'Luisa', 'Marta', 'Irene', 'Caterina', 'Emanuela',
];
export const LAST_NAMES = [
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco',
  'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti',
  'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini',
  'Leone', 'Longo', 'Gentile', 'Martinelli', 'Vitale', 'Lombardo', 'Serra', 'Coppola', 'De Santis',
  "D'Angelo", 'Marchetti', 'Parisi', 'Villa', 'Conte', 'Ferraro', 'Ferri', 'Fabbri', 'Bianco',
  'Marini', 'Grasso', 'Valentini', 'Messina', 'Sala', 'De Angelis', 'Gatti', 'Pellegrini', 'Palumbo',
  'Sanna', 'Farina', 'Rizzi', 'Monti', 'Cattaneo', 'Morelli', 'Amato', 'Silvestri', 'Mazza',
  'Testa', 'Grassi', 'Pellegrino', 'Carbone', 'Giuliani', 'Benedetti', 'Barone', 'Rossetti',
  'Caputo', 'Montanari', 'Guerra', 'Palmieri', 'Bernardi', 'Martino', 'Fiore', 'De Rosa', 'Ferretti',
  'Bellini', 'Basile', 'Riva', 'Donati', 'Piras', 'Vitali', 'Battaglia', 'Sartori', 'Neri', 'Costantini',
  'Milani', 'Pagano', 'Ruggiero', 'Sorrentino', "D'Amico", 'Orlando', 'Negri', 'Zanetti',
  'Bassi', 'Fumagalli', 'Brambilla', 'Cattani', 'Bertolini', 'Zanella', 'Pace', 'Cirillo', 'Bonetti',
  'Mele', 'Ferrero', 'Ferraresi', 'Galbiati', 'Rota', 'Pozzi', 'Mazzoni', 'Bonomi', 'Giannini',
  'Nicoletti', 'Dell\'Acqua', 'Cocco', 'Lupo', 'Guidi', 'Cristiani', 'Ruggeri', 'Bellucci', 'Tosi',
  'Albanese', 'Mancuso', 'Fiorentino', 'Ricciardi', 'Cassano', 'Fusco', 'Pagani', 'Lucchesi', 'Bonelli',
  'Baldini', 'Santini', 'Marchi', 'Venturi', 'Guidotti', 'Franchi', 'Bertoni', 'Poli', 'Tedesco',
];

export interface PersonName {
  first_name: string;
  last_name: string;
}

export function firstName(rng: Random): string {
  return rng.pick(rng.chance(0.5) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
}

export function lastName(rng: Random): string {
  return rng.pick(LAST_NAMES);
}

export function personName(rng: Random): PersonName {
  return { first_name: firstName(rng), last_name: lastName(rng) };
}

// Real TIM/Vodafone/WindTre/Iliad/Fastweb mobile prefixes.
const MOBILE_PREFIXES = [
  '320', '324', '327', '328', '329', '330', '331', '333', '334', '335', '338', '339', '340', '342',
  '345', '346', '347', '348', '349', '351', '366', '368', '371', '373', '377', '380', '388', '389',
  '392', '393',
];
// Used when no area code is given: the big cities' codes.
const COMMON_AREA_CODES = ['02', '06', '011', '010', '051', '055', '081', '091', '041', '045', '049', '080'];

export interface PhoneOptions {
  kind?: 'landline' | 'mobile';
  /** Landline area code (e.g. from address().area_code), so the number matches the city. */
  areaCode?: string;
}

/**
 * An Italian phone number as people write it: "02 1234567", "+39 06 12345678", "0585 123456",
 * "+39 333 1234567". Without a kind, 70% are landlines (a business's main number).
 */
export function phone(rng: Random, options: PhoneOptions = {}): string {
  const kind = options.kind ?? (rng.chance(0.7) ? 'landline' : 'mobile');
  const international = rng.chance(0.35);
  let body: string;
  if (kind === 'mobile') {
    body = `${rng.pick(MOBILE_PREFIXES)} ${rng.digits(7)}`;
  } else {
    const areaCode = options.areaCode ?? rng.pick(COMMON_AREA_CODES);
    // Italian landlines total 9–10 digits including the area code; the subscriber part never starts with 0.
    const subscriberLength = (rng.chance(0.6) ? 10 : 9) - areaCode.length;
    body = `${areaCode} ${rng.int(1, 9)}${rng.digits(subscriberLength - 1)}`;
  }
  return international ? `+39 ${body}` : body;
}

// Legal forms and connectives that a company never puts in its domain name.
const LEGAL_FORM = /\b(s\.?r\.?l\.?s\.?|s\.?r\.?l\.?|s\.?n\.?c\.?|s\.?a\.?s\.?|s\.?p\.?a\.?|soc\.? coop\.?)(?=\s|$)/gi;

/** "Onoranze Funebri Rossi S.r.l." → "onoranzefunebrirossi": ascii, lowercase, no legal form. */
export function companySlug(companyName: string): string {
  const slug = companyName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // accents: "Forlì" → "Forli"
    .replace(LEGAL_FORM, ' ')
    .replace(/&\s*C\.?(?=\s|$)/gi, ' ')
    .replace(/\bF\.lli\b/gi, 'fratelli')
    .replace(/&/g, 'e')
    .toLowerCase()
    .replace(/\b(di|del|della|dei|delle)\b/g, ' ')
    .replace(/[^a-z0-9]+/g, '');
  // Long names make silly domains; real firms shorten them too.
  return slug.slice(0, 30) || 'azienda';
}

export function website(companyName: string): string {
  return `www.${companySlug(companyName)}.it`;
}

const ROLE_MAILBOXES = ['info', 'info', 'info', 'amministrazione', 'ordini', 'commerciale', 'ufficio', 'contabilita'];

function asciiLocalPart(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * A company address: "info@ferramentarossi.it", or "mario.rossi@ferramentarossi.it" for a named
 * contact. Uses real-looking .it domains because this is demo data shown to Italian users; mail in
 * the demo goes to .eml files, never to the network.
 */
export function email(companyName: string, rng: Random, person?: PersonName): string {
  const domain = `${companySlug(companyName)}.it`;
  if (person) return `${asciiLocalPart(person.first_name)}.${asciiLocalPart(person.last_name)}@${domain}`;
  return `${rng.pick(ROLE_MAILBOXES)}@${domain}`;
}
