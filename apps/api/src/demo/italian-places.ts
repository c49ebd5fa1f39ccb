/**
 * Real Italian comuni with their CAP, province sigla, region and telephone area code, and a
 * street-address generator. Real values, so that demo addresses survive a glance from an Italian user
 * and province filters group customers the way real data would.
 */
import { createWeightedPicker, type Random } from './italian-random';

export interface ItalianCity {
  city: string;
  /** First (or only) CAP of the comune. */
  zip: string;
  /** Last CAP of a multi-CAP city (Milano 20121–20162); absent when the comune has one CAP. */
  zipTo?: string;
  /** Province sigla, stored as `district`. */
  district: string;
  region: string;
  /** Landline area code (prefisso), used by phone(). */
  areaCode: string;
  /** Rough size class: big cities are drawn more often. */
  weight: number;
}

type Row = [city: string, zip: string, zipTo: string | null, district: string, region: string, areaCode: string, weight: number];

const ROWS: readonly Row[] = [
  ['Milano', '20121', '20162', 'MI', 'Lombardia', '02', 12],
  ['Roma', '00118', '00199', 'RM', 'Lazio', '06', 14],
  ['Napoli', '80121', '80147', 'NA', 'Campania', '081', 9],
  ['Torino', '10121', '10156', 'TO', 'Piemonte', '011', 8],
  ['Palermo', '90121', '90151', 'PA', 'Sicilia', '091', 6],
  ['Genova', '16121', '16167', 'GE', 'Liguria', '010', 5],
  ['Bologna', '40121', '40141', 'BO', 'Emilia-Romagna', '051', 5],
  ['Firenze', '50121', '50145', 'FI', 'Toscana', '055', 5],
  ['Bari', '70121', '70132', 'BA', 'Puglia', '080', 4],
  ['Catania', '95121', '95131', 'CT', 'Sicilia', '095', 4],
  ['Venezia', '30121', '30176', 'VE', 'Veneto', '041', 3],
  ['Verona', '37121', '37142', 'VR', 'Veneto', '045', 3],
  ['Messina', '98121', '98168', 'ME', 'Sicilia', '090', 3],
  ['Padova', '35121', '35143', 'PD', 'Veneto', '049', 3],
  ['Trieste', '34121', '34151', 'TS', 'Friuli-Venezia Giulia', '040', 2],
  ['Brescia', '25121', '25136', 'BS', 'Lombardia', '030', 3],
  ['Parma', '43121', '43126', 'PR', 'Emilia-Romagna', '0521', 2],
  ['Taranto', '74121', '74123', 'TA', 'Puglia', '099', 2],
  ['Prato', '59100', null, 'PO', 'Toscana', '0574', 2],
  ['Modena', '41121', '41126', 'MO', 'Emilia-Romagna', '059', 2],
  ['Reggio Calabria', '89121', '89135', 'RC', 'Calabria', '0965', 2],
  ['Reggio Emilia', '42121', '42124', 'RE', 'Emilia-Romagna', '0522', 2],
  ['Perugia', '06121', '06135', 'PG', 'Umbria', '075', 2],
  ['Livorno', '57121', '57128', 'LI', 'Toscana', '0586', 2],
  ['Ravenna', '48121', '48125', 'RA', 'Emilia-Romagna', '0544', 2],
  ['Cagliari', '09121', '09134', 'CA', 'Sardegna', '070', 2],
  ['Foggia', '71121', '71122', 'FG', 'Puglia', '0881', 2],
  ['Rimini', '47921', '47924', 'RN', 'Emilia-Romagna', '0541', 2],
  ['Salerno', '84121', '84135', 'SA', 'Campania', '089', 2],
  ['Ferrara', '44121', '44124', 'FE', 'Emilia-Romagna', '0532', 2],
  ['Sassari', '07100', null, 'SS', 'Sardegna', '079', 2],
  ['Latina', '04100', null, 'LT', 'Lazio', '0773', 2],
  ['Monza', '20900', null, 'MB', 'Lombardia', '039', 2],
  ['Siracusa', '96100', null, 'SR', 'Sicilia', '0931', 1],
  ['Pescara', '65121', '65129', 'PE', 'Abruzzo', '085', 2],
  ['Bergamo', '24121', '24129', 'BG', 'Lombardia', '035', 2],
  ['Forlì', '47121', '47122', 'FC', 'Emilia-Romagna', '0543', 1],
  ['Cesena', '47521', '47522', 'FC', 'Emilia-Romagna', '0547', 1],
  ['Trento', '38121', '38123', 'TN', 'Trentino-Alto Adige', '0461', 2],
  ['Bolzano', '39100', null, 'BZ', 'Trentino-Alto Adige', '0471', 1],
  ['Vicenza', '36100', null, 'VI', 'Veneto', '0444', 2],
  ['Terni', '05100', null, 'TR', 'Umbria', '0744', 1],
  ['Novara', '28100', null, 'NO', 'Piemonte', '0321', 1],
  ['Piacenza', '29121', '29122', 'PC', 'Emilia-Romagna', '0523', 1],
  ['Ancona', '60121', '60131', 'AN', 'Marche', '071', 2],
  ['Andria', '76123', null, 'BT', 'Puglia', '0883', 1],
  ['Arezzo', '52100', null, 'AR', 'Toscana', '0575', 1],
  ['Udine', '33100', null, 'UD', 'Friuli-Venezia Giulia', '0432', 1],
  ['Pordenone', '33170', null, 'PN', 'Friuli-Venezia Giulia', '0434', 1],
  ['Gorizia', '34170', null, 'GO', 'Friuli-Venezia Giulia', '0481', 1],
  ['Lecce', '73100', null, 'LE', 'Puglia', '0832', 1],
  ['Brindisi', '72100', null, 'BR', 'Puglia', '0831', 1],
  ['Pesaro', '61121', '61122', 'PU', 'Marche', '0721', 1],
  ['Macerata', '62100', null, 'MC', 'Marche', '0733', 1],
  ['Ascoli Piceno', '63100', null, 'AP', 'Marche', '0736', 1],
  ['La Spezia', '19121', '19137', 'SP', 'Liguria', '0187', 1],
  ['Savona', '17100', null, 'SV', 'Liguria', '019', 1],
  ['Imperia', '18100', null, 'IM', 'Liguria', '0183', 1],
  ['Sanremo', '18038', null, 'IM', 'Liguria', '0184', 1],
  ['Como', '22100', null, 'CO', 'Lombardia', '031', 1],
  ['Varese', '21100', null, 'VA', 'Lombardia', '0332', 1],
  ['Busto Arsizio', '21052', null, 'VA', 'Lombardia', '0331', 1],
  ['Gallarate', '21013', null, 'VA', 'Lombardia', '0331', 1],
  ['Lecco', '23900', null, 'LC', 'Lombardia', '0341', 1],
  ['Sondrio', '23100', null, 'SO', 'Lombardia', '0342', 1],
  ['Pavia', '27100', null, 'PV', 'Lombardia', '0382', 1],
  ['Vigevano', '27029', null, 'PV', 'Lombardia', '0381', 1],
  ['Cremona', '26100', null, 'CR', 'Lombardia', '0372', 1],
  ['Lodi', '26900', null, 'LO', 'Lombardia', '0371', 1],
  ['Mantova', '46100', null, 'MN', 'Lombardia', '0376', 1],
  ['Sesto San Giovanni', '20099', null, 'MI', 'Lombardia', '02', 1],
  ['Cinisello Balsamo', '20092', null, 'MI', 'Lombardia', '02', 1],
  ['Rho', '20017', null, 'MI', 'Lombardia', '02', 1],
  ['Legnano', '20025', null, 'MI', 'Lombardia', '0331', 1],
  ['Seregno', '20831', null, 'MB', 'Lombardia', '0362', 1],
  ['Desio', '20832', null, 'MB', 'Lombardia', '0362', 1],
  ['Lissone', '20851', null, 'MB', 'Lombardia', '039', 1],
  ['Treviso', '31100', null, 'TV', 'Veneto', '0422', 1],
  ['Conegliano', '31015', null, 'TV', 'Veneto', '0438', 1],
  ['Castelfranco Veneto', '31033', null, 'TV', 'Veneto', '0423', 1],
  ['Bassano del Grappa', '36061', null, 'VI', 'Veneto', '0424', 1],
  ['Schio', '36015', null, 'VI', 'Veneto', '0445', 1],
  ['Chioggia', '30015', null, 'VE', 'Veneto', '041', 1],
  ['Belluno', '32100', null, 'BL', 'Veneto', '0437', 1],
  ['Rovigo', '45100', null, 'RO', 'Veneto', '0425', 1],
  ['Imola', '40026', null, 'BO', 'Emilia-Romagna', '0542', 1],
  ['Faenza', '48018', null, 'RA', 'Emilia-Romagna', '0546', 1],
  ['Carpi', '41012', null, 'MO', 'Emilia-Romagna', '059', 1],
  ['Pisa', '56121', '56128', 'PI', 'Toscana', '050', 1],
  ['Lucca', '55100', null, 'LU', 'Toscana', '0583', 1],
  ['Viareggio', '55049', null, 'LU', 'Toscana', '0584', 1],
  ['Pietrasanta', '55045', null, 'LU', 'Toscana', '0584', 1],
  ['Massa', '54100', null, 'MS', 'Toscana', '0585', 1],
  ['Carrara', '54033', null, 'MS', 'Toscana', '0585', 1],
  ['Pistoia', '51100', null, 'PT', 'Toscana', '0573', 1],
  ['Empoli', '50053', null, 'FI', 'Toscana', '0571', 1],
  ['Siena', '53100', null, 'SI', 'Toscana', '0577', 1],
  ['Grosseto', '58100', null, 'GR', 'Toscana', '0564', 1],
  ['Viterbo', '01100', null, 'VT', 'Lazio', '0761', 1],
  ['Frosinone', '03100', null, 'FR', 'Lazio', '0775', 1],
  ['Rieti', '02100', null, 'RI', 'Lazio', '0746', 1],
  ['Guidonia Montecelio', '00012', null, 'RM', 'Lazio', '0774', 1],
  ['Fiumicino', '00054', null, 'RM', 'Lazio', '06', 1],
  ['Aprilia', '04011', null, 'LT', 'Lazio', '06', 1],
  ['Cuneo', '12100', null, 'CN', 'Piemonte', '0171', 1],
  ['Asti', '14100', null, 'AT', 'Piemonte', '0141', 1],
  ['Alessandria', '15121', '15122', 'AL', 'Piemonte', '0131', 1],
  ['Vercelli', '13100', null, 'VC', 'Piemonte', '0161', 1],
  ['Biella', '13900', null, 'BI', 'Piemonte', '015', 1],
  ['Aosta', '11100', null, 'AO', "Valle d'Aosta", '0165', 1],
  ["L'Aquila", '67100', null, 'AQ', 'Abruzzo', '0862', 1],
  ['Teramo', '64100', null, 'TE', 'Abruzzo', '0861', 1],
  ['Chieti', '66100', null, 'CH', 'Abruzzo', '0871', 1],
  ['Campobasso', '86100', null, 'CB', 'Molise', '0874', 1],
  ['Caserta', '81100', null, 'CE', 'Campania', '0823', 1],
  ['Avellino', '83100', null, 'AV', 'Campania', '0825', 1],
  ['Benevento', '82100', null, 'BN', 'Campania', '0824', 1],
  ['Giugliano in Campania', '80014', null, 'NA', 'Campania', '081', 1],
  ['Torre del Greco', '80059', null, 'NA', 'Campania', '081', 1],
  ['Pozzuoli', '80078', null, 'NA', 'Campania', '081', 1],
  ['Altamura', '70022', null, 'BA', 'Puglia', '080', 1],
  ['Potenza', '85100', null, 'PZ', 'Basilicata', '0971', 1],
  ['Matera', '75100', null, 'MT', 'Basilicata', '0835', 1],
  ['Cosenza', '87100', null, 'CS', 'Calabria', '0984', 1],
  ['Catanzaro', '88100', null, 'CZ', 'Calabria', '0961', 1],
  ['Trapani', '91100', null, 'TP', 'Sicilia', '0923', 1],
  ['Marsala', '91025', null, 'TP', 'Sicilia', '0923', 1],
  ['Agrigento', '92100', null, 'AG', 'Sicilia', '0922', 1],
  ['Ragusa', '97100', null, 'RG', 'Sicilia', '0932', 1],
  ['Caltanissetta', '93100', null, 'CL', 'Sicilia', '0934', 1],
  ['Nuoro', '08100', null, 'NU', 'Sardegna', '0784', 1],
  ['Oristano', '09170', null, 'OR', 'Sardegna', '0783', 1],
];

export const ITALIAN_CITIES: readonly ItalianCity[] = ROWS.map(([city, zip, zipTo, district, region, areaCode, weight]) =>
  zipTo === null ? { city, zip, district, region, areaCode, weight } : { city, zip, zipTo, district, region, areaCode, weight },
);

const pickCityWeighted = createWeightedPicker(
  ITALIAN_CITIES,
  ITALIAN_CITIES.map((c) => c.weight),
);

/** A city, big ones more often. */
export function pickCity(rng: Random): ItalianCity {
  return pickCityWeighted(rng);
}

/** A CAP of the city: one of its range for multi-CAP cities. */
export function zipCodeOf(city: ItalianCity, rng: Random): string {
  if (city.zipTo === undefined) return city.zip;
  return String(rng.int(Number(city.zip), Number(city.zipTo))).padStart(5, '0');
}

// Street names by type, because "Piazza Duomo" is real but "Vicolo della Repubblica" reads oddly.
const VIA_NAMES = [
  'Garibaldi', 'Giuseppe Mazzini', 'Roma', 'Dante Alighieri', 'Cavour', 'Vittorio Emanuele II',
  'Giacomo Matteotti', 'XX Settembre', 'IV Novembre', 'della Repubblica', 'della Libertà',
  'Antonio Gramsci', 'Guglielmo Marconi', 'Giuseppe Verdi', 'Alessandro Manzoni', 'dei Mille',
  'San Francesco', 'Aldo Moro', 'Nazionale', 'Milano', 'Torino', 'Trieste', 'Trento', 'Venezia',
  "dell'Industria", "dell'Artigianato", 'del Lavoro', 'Don Giovanni Minzoni', 'Leonardo da Vinci',
  'Galileo Galilei', 'Cesare Battisti', 'Nazario Sauro', 'Fratelli Bandiera', 'Enrico Fermi',
  'Piave', 'Santa Maria', 'dei Cipressi', 'del Camposanto', 'Giovanni Pascoli', 'Ugo Foscolo',
  'Silvio Pellico', 'Goffredo Mameli', 'Alcide De Gasperi', 'Luigi Einaudi', 'Pietro Nenni',
  'Sandro Pertini', 'Papa Giovanni XXIII', 'Madonna delle Grazie', 'San Rocco', 'Sant\'Antonio',
  'dei Marmi', 'delle Cave', 'Aurelia', 'Emilia', 'Appia', 'Cassia', 'Flaminia', 'Salaria',
  'Tiburtina', 'Provinciale', 'Circonvallazione', 'Vecchia', 'Nuova', 'del Commercio',
  'Torquato Tasso', 'Ludovico Ariosto', 'Camillo Benso', 'Bettino Ricasoli', 'Carlo Pisacane',
];
const VIALE_NAMES = [
  'della Repubblica', 'Europa', 'dei Mille', 'John F. Kennedy', 'Guglielmo Marconi', 'Italia',
  'delle Industrie', 'della Vittoria', 'dei Tigli', 'dei Platani', 'Rimembranze', 'Trieste',
  'Vittorio Veneto', 'della Stazione', 'Unità d\'Italia', 'Giuseppe Mazzini', 'Monte Grappa',
];
const PIAZZA_NAMES = [
  'Duomo', 'del Popolo', 'Garibaldi', 'Cavour', 'Mazzini', 'della Repubblica', 'Municipio',
  'San Marco', 'Vittorio Veneto', 'Matteotti', 'della Libertà', 'XXV Aprile', 'Dante',
  'Castello', 'del Mercato', 'Santa Croce', 'San Giovanni', 'Umberto I',
];
const CORSO_NAMES = [
  'Italia', 'Vittorio Emanuele II', 'Garibaldi', 'Umberto I', 'Cavour', 'Mazzini',
  'della Repubblica', 'Europa', 'XXII Marzo', 'Magenta', 'Buenos Aires',
];
const LARGO_NAMES = ['Augusto', 'Argentina', 'San Sebastiano', 'dei Caduti', 'Alpini', 'Kennedy'];

const STREET_KINDS = [
  { type: 'Via', names: VIA_NAMES },
  { type: 'Viale', names: VIALE_NAMES },
  { type: 'Piazza', names: PIAZZA_NAMES },
  { type: 'Corso', names: CORSO_NAMES },
  { type: 'Largo', names: LARGO_NAMES },
] as const;
const pickStreetKind = createWeightedPicker(STREET_KINDS, [70, 10, 9, 8, 3]);

/** "Via Garibaldi, 12", "Piazza Duomo 3", "Via dell'Industria, 45/B", "Zona Industriale Via del Lavoro, 8". */
export function streetAddress(rng: Random): string {
  const kind = pickStreetKind(rng);
  // Most civic numbers are small; a few streets run long.
  let number = String(rng.chance(0.75) ? rng.int(1, 60) : rng.int(61, 250));
  if (rng.chance(0.07)) number += '/' + rng.pick(['A', 'B', 'C']);
  const separator = rng.chance(0.8) ? ', ' : ' ';
  const street = `${kind.type} ${rng.pick(kind.names)}${separator}${number}`;
  return kind.type === 'Via' && rng.chance(0.05) ? `Zona Industriale ${street}` : street;
}

export interface ItalianAddress {
  address: string;
  zip_code: string;
  city: string;
  /** Province sigla, e.g. "MI". */
  district: string;
  region: string;
  /** Landline area code of the city, so phone numbers can match the address. */
  area_code: string;
}

export function address(rng: Random): ItalianAddress {
  const city = pickCity(rng);
  return {
    address: streetAddress(rng),
    zip_code: zipCodeOf(city, rng),
    city: city.city,
    district: city.district,
    region: city.region,
    area_code: city.areaCode,
  };
}
