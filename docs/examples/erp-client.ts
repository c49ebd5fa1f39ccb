/**
 * Esempio di integrazione con il gestionale (docs/INTEGRATION.md): un client generato dal documento OpenAPI
 * del portale (openapi-typescript → api.d.ts) e usato con openapi-fetch. Il gestionale si presenta con una chiave
 * di integrazione (`Authorization: Bearer pak_…`, creata da un amministratore nella schermata 'Chiavi di
 * integrazione'): nessun accesso, nessun secondo fattore. Mostra caricamento e import di un file, stato delle
 * esecuzioni, lettura degli errori, ritiro degli ordini esportati (elenco, download, conferma); per i programmi che
 * agiscono come un agente (con la sua sessione), l'invio sicuro di un ordine con Idempotency-Key.
 *
 *   PORTALE_API_KEY=pak_… npx tsx docs/examples/erp-client.ts http://localhost:3000
 *
 * Due test lo eseguono contro un server vero (apps/api/src/plugins/openapi-client.test.ts e, con il secondo
 * fattore obbligatorio per gli amministratori, erp-client-second-factor.test.ts).
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './api';

export type ErrorResponse = components['schemas']['ErrorResponse'];
export type PortalClient = ReturnType<typeof createClient<paths>>;

/**
 * Il client del gestionale: ogni chiamata porta la chiave di integrazione. Nessun cookie, nessuna sessione da
 * rinnovare; la chiave vale solo per le chiamate di integrazione (`x-integration: true` nel documento) e risponde
 * 401 quando è revocata o scaduta: allora serve una chiave nuova, riprovare non serve.
 */
export function integrationClient(baseUrl: string, apiKey: string): PortalClient {
  const key: Middleware = {
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${apiKey}`);
      return request;
    },
  };
  const client = createClient<paths>({ baseUrl: `${baseUrl.replace(/\/+$/, '')}/api` });
  client.use(key);
  return client;
}

/**
 * Un client con la propria sessione, per un programma che agisce come un utente (es. un agente che invia ordini): i cookie che il portale imposta (`portale_sid`, la sessione, e
 * `portale_device`, il dispositivo riconosciuto dal limite dei tentativi di accesso) vengono conservati per nome,
 * in qualunque ordine arrivino, e rimandati a ogni chiamata.
 */
export function portalClient(baseUrl: string): PortalClient {
  const cookies = new Map<string, string>();
  const session: Middleware = {
    onRequest({ request }) {
      if (cookies.size) request.headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      return request;
    },
    onResponse({ response }) {
      for (const set of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = set.split(';');
        const eq = pair.indexOf('=');
        if (eq < 1) continue;
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        // Un cookie cancellato (logout) arriva vuoto o già scaduto.
        const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
        if (!value || expired) cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
  };
  const client = createClient<paths>({ baseUrl: `${baseUrl.replace(/\/+$/, '')}/api` });
  client.use(session);
  return client;
}

/** Ogni errore ha la stessa forma: `code` per decidere, `message` (italiano) da mostrare, `fields` per i campi. */
export function describeError(error: ErrorResponse): string {
  const fields = error.fields?.map((f) => `${f.path}: ${f.message}`).join('; ');
  return `${error.code} — ${error.message}${fields ? ` (${fields})` : ''}`;
}

/** L'accesso di un utente (sessione con cookie): il gestionale non ne ha bisogno, usa la sua chiave. */
export async function login(client: PortalClient, email: string, password: string) {
  const { data, error } = await client.POST('/login', { body: { email, password } });
  if (error) throw new Error(`Accesso non riuscito: ${describeError(error)}`);
  // Con il secondo fattore la password apre solo il primo passaggio: nessuna sessione, non è un successo.
  if ('second_factor' in data) throw new Error('Accesso non riuscito: questo utente richiede il secondo fattore (un programma usi una chiave di integrazione)');
  return data;
}

/** Tutti gli ordini dei propri codici agente (sessione di un agente), pagina dopo pagina (fino a `maxPages`). */
export async function allOrders(client: PortalClient, maxPages = 5) {
  const orders: { id: number; code: string }[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const { data, error } = await client.POST('/orders/getProfileOrders', { body: { page } });
    if (error) throw new Error(describeError(error));
    orders.push(...data.orders.data);
    if (page >= data.orders.last_page) break;
  }
  return orders;
}

/** Carica un CSV nella cartella import e ne accoda l'import (con `dryRun` non scrive nulla). */
export async function importFile(client: PortalClient, command: string, csv: string, fileName: string, dryRun: boolean) {
  // Il documento descrive il file come stringa binaria: il contenuto passa nel corpo e il serializzatore ne fa
  // un modulo multipart/form-data con il nome del file.
  const upload = await client.POST('/job/uploadImportFile', {
    body: { file: csv },
    bodySerializer: (body) => {
      const form = new FormData();
      form.set('file', new Blob([body.file], { type: 'text/csv' }), fileName);
      return form;
    },
  });
  if (upload.error) throw new Error(describeError(upload.error));
  const queued = await client.POST('/job/executeCommand', {
    body: { command: { name: command, arguments: { file: upload.data.file }, options: { 'dry-run': dryRun } } },
  });
  if (queued.error) throw new Error(describeError(queued.error));
  return queued.data.id;
}

/** Attende la fine di un'esecuzione e ne restituisce lo stato ('completed', 'failed'…) e il messaggio. */
export async function waitForRun(client: PortalClient, id: number, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const { data, error } = await client.GET('/job/getQueue', { params: { query: { page: 1 } } });
    if (error) throw new Error(describeError(error));
    const run = data.commands_history.data.find((r) => r.id === id);
    if (run && !['queued', 'started'].includes(run.status)) return { status: run.status, message: String(run.output?.message ?? run.error ?? '') };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Esecuzione ${id} non conclusa in ${timeoutMs} ms`);
}

export type NewOrder = paths['/cart/createOrder']['post']['requestBody']['content']['application/json'];

/**
 * Invia un ordine in modo sicuro: la stessa Idempotency-Key per tutti i tentativi dello stesso ordine, così
 * un tentativo ripetuto dopo un timeout o un errore di rete non crea un secondo ordine.
 */
export async function sendOrderSafely(client: PortalClient, order: NewOrder, key: string = crypto.randomUUID(), attempts = 3) {
  let last: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let answer;
    try {
      answer = await client.POST('/cart/createOrder', { body: order, params: { header: { 'Idempotency-Key': key } } });
    } catch (error) {
      // Rete o timeout: non si sa se l'ordine è arrivato, si riprova con la stessa chiave.
      last = error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      continue;
    }
    const { data, error, response } = answer;
    if (data) return data;
    // 4xx: la richiesta è sbagliata, ripeterla non serve (fuori dal try: non è un errore di rete).
    if (response.status < 500) throw new Error(describeError(error!));
    // 5xx: si riprova con la stessa chiave.
    last = new Error(describeError(error!));
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
  throw last;
}

/**
 * Ritira gli ordini esportati dal portale senza accesso al suo disco: elenca i file in attesa, scarica ciascuno,
 * lo passa a `save` (es. lo scrive nella cartella del gestionale) e solo dopo lo conferma. La conferma è
 * idempotente: se il programma si ferma tra `save` e la conferma, alla volta successiva il file è riletto e
 * confermato (il gestionale deve quindi accettare due volte lo stesso ordine, riconoscendolo dal codice).
 */
export async function collectExportFiles(client: PortalClient, save: (name: string, csv: string) => Promise<void>) {
  const pending = await client.GET('/job/getExportFiles');
  if (pending.error) throw new Error(describeError(pending.error));
  const collected: string[] = [];
  for (const { name } of pending.data.files) {
    const file = await client.GET('/job/getExportFile/{name}', { params: { path: { name } }, parseAs: 'text' });
    // 404: confermato nel frattempo da un altro processo.
    if (file.response.status === 404) continue;
    if (file.error) throw new Error(describeError(file.error));
    await save(name, file.data!);
    const ack = await client.POST('/job/acknowledgeExportFile/{name}', { params: { path: { name } } });
    if (ack.error) throw new Error(describeError(ack.error));
    collected.push(name);
  }
  return collected;
}

async function main() {
  const baseUrl = process.argv[2] ?? 'http://localhost:3000';
  const apiKey = process.env.PORTALE_API_KEY;
  if (!apiKey) throw new Error('Indicare la chiave di integrazione in PORTALE_API_KEY');
  const erp = integrationClient(baseUrl, apiKey);
  const run = await importFile(erp, 'import:payment-modes', 'external_id;description\r\nBB30;Bonifico 30 giorni\r\n', 'pagamenti.csv', true);
  const outcome = await waitForRun(erp, run);
  console.log(`Import di prova: ${outcome.status} — ${outcome.message}`);
  const refused = await erp.POST('/job/executeCommand', { body: { command: { name: 'non:esiste', arguments: {}, options: {} } } });
  if (refused.error) console.log('Errore letto:', describeError(refused.error));
  const collected = await collectExportFiles(erp, async (name, csv) => console.log(`Ordine esportato ${name}: ${csv.split('\n').length - 1} righe`));
  console.log(`File d'export ritirati e confermati: ${collected.length}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
