/**
 * One path model (issue 64). Before routing, every request target is rewritten to the one spelling the routes
 * are declared in, so the router, the access rule and every plugin read the same path: `/%61pi/users`,
 * `//api/./users/`, `/api/users;x=1` and `http://host/api/users` all become `/api/users`. Letter case is the
 * router's business (`caseSensitive: false` in app.ts), since path parameters keep theirs.
 *
 * What it does, following RFC 3986 §6.2.2 where it applies:
 * - an absolute-form target (`http://host/path`) keeps only its path;
 * - percent-encoded unreserved characters (letters, digits, `-._~`) are decoded, once: `%2561` stays `%2561`,
 *   a literal `%61` in the path, which no route names (decoding twice would be a bypass of its own);
 * - `;parameters` are dropped from each segment (a client that means a `;` encodes it as `%3B`);
 * - empty and `.` segments go, `..` removes the one before it (never above the root), no trailing slash.
 * The query string is left exactly as sent.
 */
export function canonicalUrl(target: string): string {
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt);
  if (!NEEDS_WORK.test(rawPath)) return target;
  const path = rawPath.startsWith('/') ? rawPath : pathOfAbsoluteForm(rawPath);
  if (path === null) return target; // not a URL at all (e.g. `*`): the router refuses it as it is
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    const segment = decodeUnreserved(raw.split(';', 1)[0]!);
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}${query}`;
}

/** The fast path: a target with none of these is already canonical (almost every request). */
const NEEDS_WORK = /%|;|\/\/|\/\.|.\/$|^[^/]/;
const UNRESERVED = /[A-Za-z0-9\-._~]/;

function decodeUnreserved(segment: string): string {
  if (!segment.includes('%')) return segment;
  return segment.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
}

function pathOfAbsoluteForm(target: string): string | null {
  const match = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*(.*)$/.exec(target);
  if (!match) return null;
  return match[1] || '/';
}

/**
 * Whether a canonical path lies under /api however many times it was encoded and in any case: such a path that
 * matched no call is a JSON 404, never the web app's page (it decides what a miss looks like, never access).
 */
export function namesApi(path: string): boolean {
  let decoded = path;
  for (let i = 0; i < 3 && decoded.includes('%'); i++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break;
    }
  }
  return /^\/+api(?:[/?;#]|$)/i.test(decoded);
}
