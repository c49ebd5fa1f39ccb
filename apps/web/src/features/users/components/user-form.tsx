import { Alert, Button, Group, PasswordInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZUserInput, type TUser } from '@portale/contract/users';
import { useState } from 'react';
import { PasswordStrength } from '../../../components/password-strength';
import { afterPointerRelease } from '../../../lib/after-pointer-release';
import { formErrorsFrom } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateUser } from '../api/update-user';
import { parseDiscountLimit, toFormValues, toUserInput, type UserFormValues } from '../utils/user-form-values';
import { ProfilesPicker } from './profiles-picker';

interface Props {
  user: TUser | null;
  roles: Record<string, string>;
  /** The settings' discount limit for users without their own (percent; 100 = none). */
  defaultDiscountLimit: number;
  onDone: () => void;
}

const FIELDS = ['name', 'email', 'external_id', 'role', 'enabled', 'password', 'password_confirmation', 'profiles', 'discount_limit'] as const;
// Field errors are announced by screen readers as they appear.
const errorProps = { role: 'alert' };

/**
 * Create (no user) or edit form. The contract's schema checks the fields before sending, so most
 * mistakes never reach the server; what only the server knows (e-mail taken, password rules, matching
 * passwords — spec §5) comes back as field errors and is shown on those fields, each once.
 */
export function UserForm({ user, roles, defaultDiscountLimit, onDone }: Props) {
  const roleOptions = Object.entries(roles).map(([value, label]) => ({ value, label }));
  const defaultRole = roles.agent ? 'agent' : (roleOptions[0]?.value ?? '');
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(user, defaultRole),
    validate: (values) => {
      // The contract checks the fields; the discount limit is read first as typed, so its message is the reason ('2.5').
      const typed = parseDiscountLimit(values.discount_limit);
      const errors = schemaResolver(ZUserInput, { sync: true })({ ...values, discount_limit: typed.ok ? typed.value : null });
      return typed.ok ? errors : { ...errors, discount_limit: typed.message };
    },
  });
  // A field is checked when left, once any click that left it has landed (a message drawn earlier would move 'Salva').
  const checkedInput = (field: keyof UserFormValues) => ({
    ...form.getInputProps(field),
    onBlur: () => afterPointerRelease(() => form.validateField(field)),
  });
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const update = useUpdateUser();

  const submit = form.onSubmit((values) => {
    setFormMessage(null);
    update.mutate(toUserInput(values), {
      onSuccess: () => {
        notifySuccess('Utente salvato correttamente');
        onDone();
      },
      onError: (error) => {
        const found = formErrorsFrom(error, FIELDS, 'user.');
        form.setErrors(found.fields);
        setFormMessage(found.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={user ? 'Modifica utente' : 'Nuovo utente'}>
      <Stack>
        {formMessage && (
          <Alert color="red" role="alert" title="Salvataggio non riuscito">
            {formMessage}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Nome" required {...checkedInput('name')} errorProps={errorProps} data-autofocus />
          <TextInput label="Email" type="email" required {...checkedInput('email')} errorProps={errorProps} autoComplete="off" />
          <TextInput label="Codice TOP" {...checkedInput('external_id')} errorProps={errorProps} />
          <Select label="Ruolo" required data={roleOptions} {...checkedInput('role')} errorProps={errorProps} allowDeselect={false} />
          {form.values.role !== 'admin' && (
            <TextInput
              label="Limite di sconto (%)"
              description={`Sconto effettivo massimo per riga senza approvazione (3+3 = 5,91%). Vuoto: ${
                defaultDiscountLimit >= 100 ? 'nessun limite (predefinito)' : `${String(defaultDiscountLimit).replace('.', ',')}% (predefinito)`
              }`}
              inputMode="decimal"
              // Kept as typed (issue 55, point 23): '-5', '2.5' or '150' is refused with its reason, never turned into 5, 25 or 100.
              {...checkedInput('discount_limit')}
              errorProps={errorProps}
            />
          )}
          {!user && (
            <Switch
              // The label stays clear of 'Email' and 'Password', the fields' own names.
              label="Invia invito"
              description="L’utente riceve un link e sceglie da sé la password"
              {...form.getInputProps('send_invitation', { type: 'checkbox' })}
              style={{ gridColumn: '1 / -1' }}
            />
          )}
          <PasswordInput
            label="Password"
            description={user ? 'Lasciare vuoto per non modificarla' : form.values.send_invitation ? 'Facoltativa con l’invito' : undefined}
            required={!user && !form.values.send_invitation}
            autoComplete="new-password"
            {...checkedInput('password')}
            errorProps={errorProps}
          />
          <PasswordInput
            label="Conferma password"
            description={user ? 'Solo se si cambia la password' : undefined}
            required={!user && !form.values.send_invitation}
            autoComplete="new-password"
            {...checkedInput('password_confirmation')}
            errorProps={errorProps}
          />
        </SimpleGrid>
        {form.values.password && <PasswordStrength password={form.values.password} userInputs={[form.values.name, form.values.email]} />}
        <ProfilesPicker
          value={form.values.profiles}
          onChange={(profiles) => form.setFieldValue('profiles', profiles)}
          error={typeof form.errors.profiles === 'string' ? form.errors.profiles : undefined}
        />
        <Switch label="Abilitato" {...form.getInputProps('enabled', { type: 'checkbox' })} />
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
