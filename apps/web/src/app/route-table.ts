import type { Params } from 'react-router';

/** A route's title: fixed, or from its params (the archive's two lists share one route). */
export type RouteTitle = string | ((params: Params) => string);

export interface ScreenRoute {
  /** Under the signed-in layout, as react-router writes it ('clienti/:id'); '' is the index. */
  path: string;
  title: RouteTitle;
  /** Only administrators open it (agents are sent home; the server refuses them anyway). */
  admin?: true;
}

/**
 * Every signed-in screen, with the role that opens it: the router is built from this list
 * (signed-in-routes.tsx), and the accessibility test visits every entry (e2e/every-route-a11y.spec.ts),
 * so a new screen is checked as soon as it has a route.
 */
export const SCREEN_ROUTES = {
  customers: { path: '', title: 'Clienti' },
  customer: { path: 'clienti/:id', title: 'Scheda cliente' },
  briefing: { path: 'clienti/:id/scheda-visita', title: 'Scheda visita' },
  approvals: { path: 'ordini-da-approvare', title: 'Ordini da approvare', admin: true },
  users: { path: 'utenti', title: 'Utenti', admin: true },
  jobs: { path: 'job', title: 'Job', admin: true },
  apiKeys: { path: 'chiavi-integrazione', title: 'Chiavi di integrazione', admin: true },
  shops: { path: 'negozi', title: 'Negozi', admin: true },
  productGroups: { path: 'gruppi-prodotto', title: 'Gruppi prodotto', admin: true },
  productCategories: { path: 'categorie-prodotto', title: 'Categorie prodotto', admin: true },
  cartAdditions: { path: 'cart-additions/:type?', title: 'Regole del carrello', admin: true },
  paymentModes: { path: 'modalita-pagamento', title: 'Modalità di pagamento', admin: true },
  priceLists: { path: 'listini', title: 'Listini', admin: true },
  catalog: { path: 'catalogo', title: 'Catalogo' },
  cart: { path: 'cart', title: 'Carrello' },
  archive: { path: 'carts-archive/:type', title: ({ type }) => (type === 'temporary_orders' ? 'Ordini temporanei' : 'Preventivi') },
  orders: { path: 'ordini', title: 'Ordini' },
  orderedItems: { path: 'prodotti-ordinati', title: 'Prodotti ordinati' },
  invoices: { path: 'fatture', title: 'Fatture' },
  shippingDocuments: { path: 'ddt', title: 'DDT' },
  visits: { path: 'visite', title: 'Visite' },
  warranties: { path: 'garanzie', title: 'Garanzie' },
  device: { path: 'dispositivo', title: 'Dati sul dispositivo' },
  profile: { path: 'profilo', title: 'Il mio profilo' },
  outbox: { path: 'da-sincronizzare', title: 'Da sincronizzare' },
  warrantyJobsCreate: { path: 'warranty-job/create', title: 'Genera codici garanzia', admin: true },
  warrantyJobsList: { path: 'warranty-job/list', title: 'Elenco lavori garanzia', admin: true },
  notFound: { path: '*', title: 'Pagina non trovata' },
} satisfies Record<string, ScreenRoute>;

export type ScreenName = keyof typeof SCREEN_ROUTES;
