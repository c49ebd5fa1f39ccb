import { Alert, Button, Group, PasswordInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { TUser } from '@portale/contract/users';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useUpdateUser } from '../api/update-user';
import { toFormValues, toUserInput, type UserFormValues } from '../utils/user-form-values';
import { ProfilesPicker } from './profiles-picker';

// Mantine's default label for the eye button is English.
interface Props {
  user: TUser | null;
  roles: Record<string, string>;
  onDone: () => void;
}

/** Create (no user) or edit form; the server validates, and its message is shown here and as a notice. */
export function UserForm({ user, roles, onDone }: Props) {
  const roleOptions = Object.entries(roles).map(([value, label]) => ({ value, label }));
  const defaultRole = roles.agent ? 'agent' : (roleOptions[0]?.value ?? '');
  const [values, setValues] = useState<UserFormValues>(() => toFormValues(user, defaultRole));
  const update = useUpdateUser();
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  // The server names each invalid field (`user.email`…): its message shows under that input.
  const fieldError = (name: keyof UserFormValues) =>
    update.error instanceof ApiError ? update.error.fields.find((f) => f.path === `user.${name}`)?.message : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(toUserInput(values), {
      onSuccess: () => {
        notifySuccess('Utente salvato correttamente');
        onDone();
      },
      onError: notifyApiError,
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={user ? 'Modifica utente' : 'Nuovo utente'}>
      <Stack>
        {update.isError && (
          <Alert color="red" role="alert" title="Salvataggio non riuscito">
            {update.error.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Nome" required error={fieldError('name')} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} data-autofocus />
          <TextInput label="Email" type="email" required error={fieldError('email')} value={values.email} onChange={(e) => set('email', e.currentTarget.value)} autoComplete="off" />
          <TextInput label="Codice TOP" value={values.external_id} onChange={(e) => set('external_id', e.currentTarget.value)} />
          <Select label="Ruolo" required error={fieldError('role')} data={roleOptions} value={values.role} onChange={(v) => set('role', v ?? '')} allowDeselect={false} />
          <PasswordInput
            label="Password"
            description={user ? 'Lasciare vuoto per non modificarla' : undefined}
            required={!user}
            error={fieldError('password')}
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set('password', e.currentTarget.value)}
          />
          <PasswordInput
            label="Conferma password"
            description={user ? 'Solo se si cambia la password' : undefined}
            required={!user}
            error={fieldError('password_confirmation')}
            autoComplete="new-password"
            value={values.password_confirmation}
            onChange={(e) => set('password_confirmation', e.currentTarget.value)}
          />
        </SimpleGrid>
        <ProfilesPicker value={values.profiles} onChange={(profiles) => set('profiles', profiles)} />
        <Switch label="Abilitato" checked={values.enabled} onChange={(e) => set('enabled', e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Annulla
          </Button>
          <Button type="submit" loading={update.isPending}>
            Salva
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
