import type { TProfile } from '@portale/contract/profiles';
import type { TUser, TUserInput } from '@portale/contract/users';
import { formatTypedNumber, parseOptionalItalianNumber } from '../../../lib/italian-number';

export interface UserFormValues {
  id: number | null;
  /** The version the form was opened on (null for a new user). */
  version: number | null;
  name: string;
  email: string;
  external_id: string;
  role: string;
  enabled: boolean;
  password: string;
  password_confirmation: string;
  /** New user: e-mail an invitation to set the password instead of typing one. */
  send_invitation: boolean;
  profiles: TProfile[];
  /** Maximum effective line discount in percent as typed ('7,5'); empty = the settings' default (issue 56). */
  discount_limit: string;
}

/** Form values for a new user (default role: the first one the server offers) or an existing one. */
export function toFormValues(user: TUser | null, defaultRole: string): UserFormValues {
  return {
    id: user?.id ?? null,
    version: user?.version ?? null,
    name: user?.name ?? '',
    email: user?.email ?? '',
    external_id: user?.external_id ?? '',
    role: user?.role ?? defaultRole,
    enabled: user?.enabled ?? true,
    password: '',
    password_confirmation: '',
    send_invitation: false,
    profiles: user?.profiles ?? [],
    discount_limit: formatTypedNumber(user?.discount_limit),
  };
}

/**
 * The body of users/update. Spec §5: password and confirmation are sent as typed, their match is the
 * server's to check; an empty password on edit keeps the current one, so it is sent as null.
 */
export function toUserInput(values: UserFormValues): TUserInput {
  return {
    id: values.id,
    version: values.version,
    name: values.name.trim(),
    email: values.email.trim(),
    external_id: values.external_id.trim() || null,
    role: values.role,
    enabled: values.enabled,
    password: values.password === '' ? null : values.password,
    password_confirmation: values.password_confirmation === '' ? null : values.password_confirmation,
    profiles: values.profiles.map((p) => ({ id: p.id })),
    discount_limit: discountLimitValue(values.discount_limit),
    ...(values.id === null && values.send_invitation ? { send_invitation: true } : {}),
  };
}

/**
 * The discount limit as typed, read like every admin number (issue 55): '2.5', '-5', '150' or letters are refused
 * with their reason, never reinterpreted; empty is the settings' default (null).
 */
export function parseDiscountLimit(text: string) {
  return parseOptionalItalianNumber(text, { min: 0, max: 100, decimals: 2, rangeMessage: 'Il limite di sconto va da 0 a 100' });
}

/** What users/update gets: the number, null for the default, NaN for a refused text (the contract refuses it too). */
function discountLimitValue(text: string): number | null {
  const parsed = parseDiscountLimit(text);
  return parsed.ok ? parsed.value : Number.NaN;
}
