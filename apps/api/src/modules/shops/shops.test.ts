import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emblemPng } from '../../demo/demo-logo';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { sampleCart, seedCartWorld } from '../cart/cart-test-setup';

let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
});
afterAll(() => t.close());

const get = (url: string, cookie = w.cookies.admin, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

/** A multipart body as a browser's FormData sends it. */
function multipart(fields: Record<string, string | string[]>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----portale${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
    }
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const saveShop = (fields: Record<string, string | string[]>, file?: { name: string; type: string; data: Buffer }, cookie = w.cookies.admin) => {
  const body = multipart(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/shops/update', headers: { cookie, ...body.headers }, payload: body.payload });
};
const png = emblemPng('#2b8a3e', 64);

describe('shops', () => {
  it('lists shops with their users and logo url, and the managers to choose from', async () => {
    const res = (await get('/api/shops')).json();
    expect(res.shops).toHaveLength(1);
    expect(res.shops[0]).toMatchObject({ id: w.shop.id, users_ids: [w.cast.users.agent1.id], logo_url: null, version: 1 });
    const managers = (await get('/api/shops/getManagers')).json().managers;
    expect(managers.map((m: { email: string }) => m.email).sort()).toEqual(['admin@example.com', 'agente1@example.com', 'agente2@example.com']);
  });

  it('refuses agents (403) on every admin shop call', async () => {
    const cookie = w.cookies.agent1;
    expect((await get('/api/shops', cookie)).statusCode).toBe(403);
    expect((await get('/api/shops/getManagers', cookie)).statusCode).toBe(403);
    expect((await saveShop({ name: 'X' }, undefined, cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shops/delete/${w.shop.id}`, headers: { cookie } })).statusCode).toBe(403);
    expect((await get(`/api/shops/removeLogo/${w.shop.id}`, cookie)).statusCode).toBe(403);
  });

  it('creates a shop with a PNG logo even when named .jpg, serves it as image/png with nosniff', async () => {
    const res = await saveShop(
      { name: 'Onoranze Test', color: '#2B8A3E', details: 'Via Roma 1', users_ids: [String(w.cast.users.agent2.id), String(w.cast.users.admin.id)] },
      { name: 'logo.jpg', type: 'image/jpeg', data: png },
    );
    expect(res.statusCode).toBe(200);
    const shop = res.json().shop;
    expect(res.json().message).toBe('Negozio salvato correttamente');
    expect(shop).toMatchObject({ external_id: 'ONORANZE-TEST', name: 'Onoranze Test', color: '#2b8a3e', users_ids: [w.cast.users.admin.id, w.cast.users.agent2.id].sort((a, b) => a - b) });
    expect(shop.logo).toMatch(/^logos\/shop-.*\.png$/);
    const logo = await get(shop.logo_url, w.cookies.agent2);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(png)).toBe(true);
    // agente2's header now shows this shop.
    expect((await get('/api/shops/current', w.cookies.agent2)).json().shop).toEqual({ id: shop.id, name: 'Onoranze Test', color: '#2b8a3e', logo_url: shop.logo_url });
    expect((await saveShop({ name: 'Onoranze Test' })).json()).toMatchObject({ code: 'DUPLICATE_KEY', message: 'Esiste già un negozio con codice ONORANZE-TEST' });
  });

  it('refuses a JPEG header on garbage, an SVG, a file over 2 MB and one over 2000 px, changing nothing', async () => {
    const count = async () => (await get('/api/shops')).json().shops.length;
    const before = await count();
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const bad = await saveShop({ name: 'Garbage' }, { name: 'logo.jpg', type: 'image/jpeg', data: garbage });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ path: 'logo', message: 'Il file del logo è danneggiato o non è un’immagine PNG o JPEG valida' }]);
    // A PNG whose header is right but whose pixel data is not (it would break every quote PDF of the shop).
    const brokenPng = Buffer.from(png);
    brokenPng.fill(0x41, 45, 80);
    expect((await saveShop({ name: 'Rotto' }, { name: 'logo.png', type: 'image/png', data: brokenPng })).statusCode).toBe(400);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgRes = await saveShop({ name: 'Svg' }, { name: 'logo.png', type: 'image/png', data: svg });
    expect(svgRes.statusCode).toBe(400);
    expect(svgRes.json().message).toBe('Il logo deve essere un’immagine PNG o JPEG');
    const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);
    const bigRes = await saveShop({ name: 'Grande' }, { name: 'logo.png', type: 'image/png', data: big });
    expect(bigRes.statusCode).toBe(413);
    expect(bigRes.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Il logo supera la dimensione massima di 2 MB' });
    const wide = await saveShop({ name: 'Largo' }, { name: 'logo.png', type: 'image/png', data: emblemPng('#000000', 2001) });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe('Il logo può misurare al massimo 2000 × 2000 pixel (questo è 2001 × 2001)');
    expect(await count()).toBe(before);
  });

  it('validates colour and fields; edits need the current version', async () => {
    const bad = await saveShop({ name: '', color: 'red', users_ids: ['999999'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { path: string }) => f.path).sort()).toEqual(['color', 'name']);
    expect((await saveShop({ name: 'Utenti', users_ids: ['999999'] })).json().fields).toEqual([{ path: 'users_ids', message: 'Utente non trovato' }]);
    const edit = await saveShop({ id: String(w.shop.id), version: '1', name: 'Arte Funeraria', color: '#a61e4d', quote_footer: 'Offerta valida 30 giorni', users_ids: [String(w.cast.users.agent1.id)] });
    expect(edit.json().shop).toMatchObject({ name: 'Arte Funeraria', color: '#a61e4d', version: 2 });
    const stale = await saveShop({ id: String(w.shop.id), version: '1', name: 'Vecchio' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', message: 'Elemento modificato da un altro utente: ricaricare la pagina' });
    expect((await saveShop({ id: '999999', version: '1', name: 'Nessuno' })).statusCode).toBe(404);
    const json = await t.app.inject({ method: 'POST', url: '/api/shops/update', headers: { cookie: w.cookies.admin }, payload: { name: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it("brands agente1's quote PDF with the new logo, and the history shows the change", async () => {
    const current = (await get('/api/shops')).json().shops.find((s: { id: number }) => s.id === w.shop.id);
    const jpeg = Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
      'base64',
    );
    const res = await saveShop({ id: String(current.id), version: String(current.version), name: current.name, color: '#123456', quote_footer: current.quote_footer, users_ids: [String(w.cast.users.agent1.id)] }, { name: 'logo.jpeg', type: 'image/jpeg', data: jpeg });
    expect(res.statusCode).toBe(200);
    const shop = res.json().shop;
    expect((await get(shop.logo_url, w.cookies.agent1)).headers['content-type']).toBe('image/jpeg');
    const { cart } = (
      await t.app.inject({ method: 'POST', url: '/api/cart/save', headers: { cookie: w.cookies.agent1 }, payload: { cart: sampleCart(w, { name: 'Marchio' }) } })
    ).json();
    const pdf = (await get(`/api/cart/createPdf/${cart.id}`, w.cookies.agent1)).rawPayload.toString('latin1');
    expect(pdf).toMatch(/\/Subtype \/Image/);
    expect(pdf).toMatch(/\/Filter \/DCTDecode/); // the JPEG itself
    const history = (await get(`/api/audit/history?entity=shops&id=${shop.id}`)).json().history;
    expect(history[0].changes.map((c: { field: string }) => c.field)).toEqual(['color', 'logo']);
    expect(history[0].changes[0]).toEqual({ field: 'color', before: '#a61e4d', after: '#123456' });
  });

  it('removes a logo only from the same site (the GET changes state), then deletes the shop', async () => {
    const shop = (await get('/api/shops')).json().shops.find((s: { id: number }) => s.id === w.shop.id);
    const url = `/api/shops/removeLogo/${shop.id}`;
    expect((await get(url, w.cookies.admin, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await get(url, w.cookies.admin, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await get('/api/shops')).json().shops.find((s: { id: number }) => s.id === shop.id).logo).toBe(shop.logo);
    const removed = await get(url, w.cookies.admin, { 'sec-fetch-site': 'same-origin' });
    expect(removed.json()).toMatchObject({ success: true, message: 'Logo rimosso correttamente', shop: { logo: null, logo_url: null } });
    expect((await get(shop.logo_url, w.cookies.agent1)).statusCode).toBe(404);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/shops/delete/${shop.id}`, headers: { cookie: w.cookies.admin } });
    expect(del.json()).toEqual({ success: true, message: 'Negozio cancellato correttamente' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/shops/delete/${shop.id}`, headers: { cookie: w.cookies.admin } })).statusCode).toBe(404);
    expect((await get('/api/shops/current', w.cookies.agent1)).json().shop).toBeNull();
    expect((await get(`/api/audit/history?entity=shops&id=${shop.id}`)).json().history[0].action).toBe('delete');
  });
});
