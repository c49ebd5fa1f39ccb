import net from 'node:net';

/**
 * TRUST_PROXY, parsed: false (no proxy: X-Forwarded-* are the client's text), a hop count, or the proxies' addresses
 * and CIDRs (proxy-addr's names `loopback`, `linklocal`, `uniquelocal` included). Never "every hop": that believes
 * the left-most X-Forwarded-For entry, which the client writes.
 */
export type TrustedProxies = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const REFUSED_TRUE =
  "TRUST_PROXY=true non è accettato: si fiderebbe di ogni X-Forwarded-For, anche di quello scritto dal client. Indicare il numero di proxy davanti al portale (es. TRUST_PROXY=1) oppure i loro indirizzi (es. TRUST_PROXY=127.0.0.1,10.0.0.0/8)";

/** An address or a CIDR as proxy-addr takes it (`10.0.0.0/8`, `fd00::/8`, or a bare address). */
function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The setting's text → what to trust, or an Italian message saying what is wrong (shown at start). */
export function parseTrustedProxies(text: string): { value: TrustedProxies } | { error: string } {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return { value: false };
  if (value === 'true') return { error: REFUSED_TRUE };
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? { value: Number(value) } : { error: 'TRUST_PROXY: al più 10 proxy' };
  const entries = value.split(',').map((e) => e.trim());
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (wrong.length) {
    return { error: `TRUST_PROXY: atteso un numero di proxy (es. 1) o indirizzi/CIDR separati da virgole (es. 127.0.0.1,10.0.0.0/8); non validi: ${wrong.map((e) => `'${e}'`).join(', ')}` };
  }
  return { value: entries };
}

/** Loopback, private (RFC 1918, fc00::/7) and link-local networks: where a proxy counted by hops must connect from. */
const LOCAL_NETWORKS = (() => {
  const list = new net.BlockList();
  for (const [address, prefix] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16]] as const) list.addSubnet(address, prefix, 'ipv4');
  for (const [address, prefix] of [['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) list.addSubnet(address, prefix, 'ipv6');
  return list;
})();

const isLocalNetwork = (address: string) => {
  const family = net.isIP(address);
  return family !== 0 && LOCAL_NETWORKS.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * Fastify's `trustProxy` for the setting. A list goes as is (proxy-addr). A hop count becomes a function: Fastify 5
 * ignores a bare number, because counting hops cannot tell a proxy from a client that reached the port directly
 * and wrote the header itself; so the nearest hop is believed only when it connects from this machine or a private
 * network (a proxy with a public address is named by address instead), and then `hops` entries from the right.
 */
export function fastifyTrustProxy(trusted: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== 'number') return trusted;
  const hops = trusted;
  return (address, hop) => hop < hops && (hop > 0 || isLocalNetwork(address));
}
