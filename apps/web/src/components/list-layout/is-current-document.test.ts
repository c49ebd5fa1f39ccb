import { describe, expect, it } from 'vitest';
import { isCurrentDocument } from './is-current-document';

const doc = { profile_external_id: '0012', customer: { id: 7 } };

describe('isCurrentDocument (the Activate button is hidden when true)', () => {
  it('is true only when both the profile and the customer match', () => {
    expect(isCurrentDocument({ profile: { external_id: '0012' }, customer: { id: 7 } }, doc)).toBe(true);
    expect(isCurrentDocument({ profile: { external_id: '0012' }, customer: { id: 8 } }, doc)).toBe(false);
    expect(isCurrentDocument({ profile: { external_id: '0013' }, customer: { id: 7 } }, doc)).toBe(false);
  });

  it('is false with no current profile or customer', () => {
    expect(isCurrentDocument({ profile: { external_id: '0012' }, customer: null }, doc)).toBe(false);
    expect(isCurrentDocument({ profile: null, customer: null }, doc)).toBe(false);
    expect(isCurrentDocument(undefined, doc)).toBe(false);
  });
});
