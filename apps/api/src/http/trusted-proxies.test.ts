import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { fastifyTrustProxy } from './trusted-proxies';

const trustOf = (value: string | undefined) => loadConfig({}, { TRUST_PROXY: value }).trustProxy;

/** What a bare server makes of a request with this TRUST_PROXY: the client's address, scheme and host. */
async function seen(value: string, remoteAddress: string, headers: Record<string, string>) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trustOf(value)) });
  app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol, host: request.host }));
  const res = await app.inject({ method: 'GET', url: '/', remoteAddress, headers: { host: 'interno:3000', ...headers } });
  await app.close();
  return res.json() as { ip: string; protocol: string; host: string };
}

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of addresses/CIDRs; none by default', () => {
    expect(trustOf(undefined)).toBe(false);
    expect(trustOf('false')).toBe(false);
    expect(trustOf('0')).toBe(false);
    expect(trustOf('1')).toBe(1);
    expect(trustOf(' 2 ')).toBe(2);
    expect(trustOf('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    expect(trustOf('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
  });

  it("refuses 'true' at start (it would trust every hop, i.e. what the client writes), saying what to write instead", () => {
    expect(() => trustOf('true')).toThrow(/TRUST_PROXY.*numero di proxy.*1.*indirizzi.*127\.0\.0\.1/s);
  });

  it('refuses what is neither a count nor an address', () => {
    for (const bad of ['banana', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,', '-1', '1.5', '::1/129']) expect(() => trustOf(bad), bad).toThrow(/TRUST_PROXY/);
  });

  it('a hop count: the right-most address the proxies did not write is the client, whatever it wrote before', async () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portale.example.it' };
    expect(await seen('1', '127.0.0.1', headers)).toEqual({ ip: '203.0.113.7', protocol: 'https', host: 'portale.example.it' });
    expect(await seen('2', '10.1.2.3', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 172.16.0.9' })).toMatchObject({ ip: '203.0.113.7' });
  });

  it('a hop count believes only a proxy on this machine or a private network: a public client reaching the port directly is itself', async () => {
    const headers = { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'altro.example.com' };
    expect(await seen('1', '198.51.100.20', headers)).toEqual({ ip: '198.51.100.20', protocol: 'http', host: 'interno:3000' });
    expect(await seen('1', '::ffff:192.168.1.10', { 'x-forwarded-for': '203.0.113.7' })).toMatchObject({ ip: '203.0.113.7' });
  });

  it('a list: every listed hop is skipped from the right, and a peer not listed is the client', async () => {
    const list = '127.0.0.1,10.0.0.0/8';
    expect(await seen(list, '127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.4.4.4', 'x-forwarded-proto': 'https' })).toMatchObject({
      ip: '203.0.113.7',
      protocol: 'https',
    });
    expect(await seen(list, '198.51.100.20', { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' })).toMatchObject({ ip: '198.51.100.20', protocol: 'http' });
  });

  it('none: X-Forwarded-* are the client’s text and ignored', async () => {
    expect(await seen('false', '127.0.0.1', { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' })).toMatchObject({ ip: '127.0.0.1', protocol: 'http' });
  });
});
