import type { TUser } from '@portale/contract/users';
import { describe, expect, it } from 'vitest';
import { parseDiscountLimit, toFormValues, toUserInput } from './user-form-values';

const profile = { id: 7, external_id: 'A007', company_name: 'Agente 7', sales_areas: [], customers_count: 3 };
const user: TUser = { id: 3, name: 'Mario Rossi', email: 'mario@example.com', external_id: 'TOP9', role: 'agent', enabled: false, profiles: [profile], discount_limit: 4, version: 4 };

describe('user form values', () => {
  it('starts a new user enabled, with the default role and no profiles', () => {
    const values = toFormValues(null, 'agent');
    expect(values).toMatchObject({ id: null, role: 'agent', enabled: true, profiles: [], password: '' });
  });

  it('edits keep the user fields and never prefill the password', () => {
    const values = toFormValues(user, 'admin');
    expect(values).toMatchObject({ id: 3, version: 4, name: 'Mario Rossi', external_id: 'TOP9', role: 'agent', enabled: false, password: '' });
  });

  it('sends profiles by id, trims text, and sends an empty password as null (keeps the current one)', () => {
    const input = toUserInput({ ...toFormValues(user, 'admin'), name: '  Mario  ', external_id: '  ' });
    expect(input).toEqual({
      id: 3,
      version: 4,
      name: 'Mario',
      email: 'mario@example.com',
      external_id: null,
      role: 'agent',
      enabled: false,
      password: null,
      password_confirmation: null,
      profiles: [{ id: 7 }],
      discount_limit: 4,
    });
  });

  it('does not check that password and confirmation match: the server does (spec §5)', () => {
    const input = toUserInput({ ...toFormValues(null, 'agent'), password: 'uno', password_confirmation: 'due' });
    expect(input.password).toBe('uno');
    expect(input.password_confirmation).toBe('due');
  });
});

describe('parseDiscountLimit', () => {
  it('reads empty as the default and a comma as the decimal separator', () => {
    expect(parseDiscountLimit(' ')).toEqual({ ok: true, value: null });
    expect(parseDiscountLimit('7,5')).toEqual({ ok: true, value: 7.5 });
    expect(parseDiscountLimit('101')).toEqual({ ok: false, message: 'Il limite di sconto va da 0 a 100' });
  });
});
