/** The customer password arrives base64-encoded (spec §3); decode it as UTF-8 for display. */
export function decodePassword(encoded: string | null | undefined): string {
  if (!encoded) return '';
  try {
    const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not valid base64/UTF-8: show what the server sent rather than nothing.
    return encoded;
  }
}
