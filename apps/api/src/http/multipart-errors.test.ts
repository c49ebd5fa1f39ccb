import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/fixtures';
import { jobsDataDir } from '../test/job-helpers';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';

// Issue 54, point 3: a multipart body that ends early or lacks its boundary is the client's fault (400), not a 500.
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: jobsDataDir() });
  await createUser(t.database, { email: 'admin@example.com', role: 'admin' });
  admin = await loginAs(t.app, 'admin@example.com');
});
afterAll(() => t.close());

const boundary = '----portale54';
const filePart = (field: string, name: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\ncode;description\r\nA;B\r\n`;
const routes = [
  { url: '/api/job/uploadImportFile', part: filePart('file', 'clienti.csv') },
  { url: '/api/shops/update', part: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nNegozio\r\n${filePart('logo', 'logo.png')}` },
];
const post = (url: string, contentType: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: admin, 'content-type': contentType }, payload });

describe('malformed multipart bodies', () => {
  for (const { url, part } of routes) {
    it(`${url}: a body that ends before its closing boundary answers 400 in Italian`, async () => {
      const res = await post(url, `multipart/form-data; boundary=${boundary}`, part);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: expect.stringMatching(/modulo.*incompleto/i) });
    });

    it(`${url}: a multipart content type without a boundary answers 400 in Italian`, async () => {
      const res = await post(url, 'multipart/form-data', `${part}--${boundary}--\r\n`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: expect.stringMatching(/boundary/i) });
    });
  }
});
