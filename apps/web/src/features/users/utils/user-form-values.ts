import type { TProfile } from '@portale/contract/profiles';
import type { TUser, TUserInput } from '@portale/contract/users';

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
  /** Maximum effective line discount in percent; null = the settings' default (issue 56). */
  discount_limit: number | null;
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
    discount_limit: user?.discount_limit ?? null,
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
    discount_limit: values.discount_limit,
    ...(values.id === null && values.send_invitation ? { send_invitation: true } : {}),
  };
}
