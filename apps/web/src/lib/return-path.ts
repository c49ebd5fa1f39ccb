/**
 * Where to go after login: the page that sent the user to the login, when it is a path of this app.
 * Only same-origin relative paths pass ('/fatture?id=1'); anything that could leave the site — an absolute
 * URL, a protocol-relative '//host', a backslash trick, a 'javascript:' — falls back to '/', never an open redirect.
 */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2000) return '/';
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return '/';
  // Control characters (tab, newline) are stripped by URL parsers and could rebuild '//'.
  if ([...candidate].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '/';
  try {
    const base = 'http://portale.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('/login') ? '/' : path;
  } catch {
    return '/';
  }
}
