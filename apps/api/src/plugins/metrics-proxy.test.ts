import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsExposureWarning } from './metrics';
import { createTestApp, type TestContext } from '../test/test-app';

// Issue 54, point 11: behind a local reverse proxy (TRUST_PROXY) every outside client reaches the server from
// 127.0.0.1, so "only this machine" protects nothing: without METRICS_TOKEN /metrics is refused to everyone.
let proxied: TestContext;
beforeAll(async () => {
  proxied = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => proxied.close());

describe('GET /metrics behind a proxy without METRICS_TOKEN', () => {
  it('is refused even from the local address the proxy connects from, saying why', async () => {
    const res = await proxied.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: expect.stringContaining('METRICS_TOKEN') });
    const local = await proxied.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(403);
  });

  it('is announced at start: the warning names TRUST_PROXY and METRICS_TOKEN', () => {
    expect(metricsExposureWarning({ trustProxy: 1, metricsToken: undefined })).toMatch(/TRUST_PROXY.*METRICS_TOKEN/);
    expect(metricsExposureWarning({ trustProxy: 1, metricsToken: 'token-delle-metriche-0123456789' })).toBeNull();
    expect(metricsExposureWarning({ trustProxy: false, metricsToken: undefined })).toBeNull();
  });
});
