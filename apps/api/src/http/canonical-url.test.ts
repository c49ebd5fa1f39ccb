import { describe, expect, it } from 'vitest';
import { canonicalUrl, namesApi } from './canonical-url';

describe('canonicalUrl (one path model for the router and the access rule)', () => {
  it.each([
    ['/api/users', '/api/users'],
    ['/%61pi/users', '/api/users'],
    ['/ap%69/users', '/api/users'],
    ['/%61%70%69/%75sers', '/api/users'],
    ['//api//users', '/api/users'],
    ['/api/./users', '/api/users'],
    ['/api/x/../users', '/api/users'],
    ['/api/%2e/users', '/api/users'],
    ['/api/%2E%2E/api/users', '/api/users'],
    ['/../../api/users', '/api/users'],
    ['/api/users/', '/api/users'],
    ['/api/users;jsessionid=1', '/api/users'],
    ['/api;x/users;y', '/api/users'],
    ['http://127.0.0.1:3000/api/users', '/api/users'],
    ['HTTP://evil.example/%61pi/users?x=1', '/api/users?x=1'],
    ['http://host', '/'],
    ['/', '/'],
  ])('%s → %s', (target, canonical) => expect(canonicalUrl(target)).toBe(canonical));

  it('decodes once: a double-encoded letter stays a literal %61 that no route names', () => {
    expect(canonicalUrl('/%2561pi/users')).toBe('/%2561pi/users');
  });

  it('keeps encoded reserved characters and the query exactly as sent', () => {
    expect(canonicalUrl('/api/customer/get/a%2Fb')).toBe('/api/customer/get/a%2Fb');
    expect(canonicalUrl('/api/x/a%3bb')).toBe('/api/x/a%3Bb');
    expect(canonicalUrl('/api/orders/?q=a//b;c&d=%61')).toBe('/api/orders?q=a//b;c&d=%61');
  });

  it('leaves an already canonical target as it is (the same string)', () => {
    const target = '/api/orders/getProfileOrders/0011?page=2';
    expect(canonicalUrl(target)).toBe(target);
  });

  it('leaves what is not a path for the router to refuse', () => {
    expect(canonicalUrl('*')).toBe('*');
  });
});

describe('namesApi (what a miss under /api looks like)', () => {
  it.each(['/api', '/api/x', '/API/x', '/%2561pi/users', '/%252561pi/x', '/api?x=1', '/Api;x'])('%s is under /api', (p) => expect(namesApi(p)).toBe(true));
  it.each(['/', '/ordini', '/apix', '/garanzia/ABC', '/%zz'])('%s is not', (p) => expect(namesApi(p)).toBe(false));
});
