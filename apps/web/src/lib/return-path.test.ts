import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of the app with its query and hash', () => {
    expect(safeReturnPath('/fatture?profile=*&id=1157')).toBe('/fatture?profile=*&id=1157');
    expect(safeReturnPath('/ordini#top')).toBe('/ordini#top');
  });

  it('never leaves the site', () => {
    for (const bad of ['https://evil.example/x', '//evil.example', '/\\evil.example', '\\\\evil', 'javascript:alert(1)', '/\t/evil.example', 'fatture', '', null, undefined, 42]) {
      expect(safeReturnPath(bad)).toBe('/');
    }
  });

  it('does not return to the login page itself', () => {
    expect(safeReturnPath('/login')).toBe('/');
  });
});
