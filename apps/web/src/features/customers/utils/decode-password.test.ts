import { describe, expect, it } from 'vitest';
import { decodePassword } from './decode-password';

describe('decodePassword', () => {
  it('decodes base64 into the plain password, accents included', () => {
    expect(decodePassword(btoa('segreto123'))).toBe('segreto123');
    const utf8 = String.fromCharCode(...new TextEncoder().encode('perché'));
    expect(decodePassword(btoa(utf8))).toBe('perché');
  });

  it('gives an empty string for a missing password', () => {
    expect(decodePassword(null)).toBe('');
    expect(decodePassword('')).toBe('');
  });

  it('shows the raw value when it is not base64', () => {
    expect(decodePassword('%%%')).toBe('%%%');
  });
});
