/** Main navigation; `adminOnly` entries are not rendered for agents, `agentOnly` ones not for administrators. */
export interface NavItem {
  path: string;
  label: string;
  adminOnly?: boolean;
  agentOnly?: boolean;
  /** The entry is also active on every route under this prefix (e.g. a list beside the entry's create page). */
  activePrefix?: string;
}

/** Whether an entry is active on `pathname` beyond the router's own match of its path; undefined = the router decides. */
export function isActiveByPrefix(item: NavItem, pathname: string): true | undefined {
  return item.activePrefix && (pathname === item.activePrefix || pathname.startsWith(`${item.activePrefix}/`)) ? true : undefined;
}

export const NAV_ITEMS: NavItem[] = [
  { path: '/', label: 'Clienti' },
  { path: '/catalogo', label: 'Catalogo' },
  { path: '/cart', label: 'Carrello' },
  { path: '/carts-archive/quotes', label: 'Preventivi' },
  { path: '/carts-archive/temporary_orders', label: 'Ordini temporanei' },
  { path: '/ordini', label: 'Ordini' },
  { path: '/prodotti-ordinati', label: 'Prodotti ordinati' },
  { path: '/fatture', label: 'Fatture' },
  { path: '/ddt', label: 'DDT' },
  { path: '/visite', label: 'Visite' },
  { path: '/garanzie', label: 'Garanzie' },
  { path: '/da-sincronizzare', label: 'Da sincronizzare', agentOnly: true },
  { path: '/dispositivo', label: 'Dati sul dispositivo', agentOnly: true },
  { path: '/profilo', label: 'Il mio profilo' },
  { path: '/warranty-job/create', label: 'Codici garanzia', adminOnly: true, activePrefix: '/warranty-job' },
  { path: '/ordini-da-approvare', label: 'Ordini da approvare', adminOnly: true },
  { path: '/utenti', label: 'Utenti', adminOnly: true },
  { path: '/job', label: 'Job', adminOnly: true },
  { path: '/chiavi-integrazione', label: 'Chiavi di integrazione', adminOnly: true },
  { path: '/negozi', label: 'Negozi', adminOnly: true },
  { path: '/gruppi-prodotto', label: 'Gruppi prodotto', adminOnly: true },
  { path: '/categorie-prodotto', label: 'Categorie prodotto', adminOnly: true },
  { path: '/cart-additions/shipping', label: 'Regole del carrello', adminOnly: true },
  { path: '/modalita-pagamento', label: 'Modalità di pagamento', adminOnly: true },
  { path: '/listini', label: 'Listini', adminOnly: true },
];
