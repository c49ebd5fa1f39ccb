import { Button, Checkbox, ColorInput, FileInput, Group, Image, Loader, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LOGO_MAX_BYTES, SHOP_COLOR, type TShop } from '@portale/contract/shops';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm-action';
import { ApiError } from '../../../lib/api-client';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useShopManagers } from '../api/get-shop-managers';
import { useRemoveShopLogo } from '../api/remove-shop-logo';
import { useUpdateShop } from '../api/update-shop';
import { afterPointerRelease } from '../../../lib/after-pointer-release';

interface Values {
  name: string;
  description: string;
  details: string;
  color: string;
  quote_footer: string;
  custom_style: string;
  users_ids: string[];
  logo: File | null;
}

/** Create (no shop) or edit a shop; Cancel discards. The logo goes up with the form (PNG or JPEG, ≤ 2 MB). */
export function ShopForm({ shop, onDone }: { shop: TShop | null; onDone: () => void }) {
  const managers = useShopManagers();
  const update = useUpdateShop();
  const removeLogo = useRemoveShopLogo();
  // Removing the logo bumps the row version: the form then saves on the new one.
  const [current, setCurrent] = useState(shop);
  const form = useForm<Values>({
    initialValues: {
      name: shop?.name ?? '',
      description: shop?.description ?? '',
      details: shop?.details ?? '',
      color: shop?.color ?? '',
      quote_footer: shop?.quote_footer ?? '',
      custom_style: shop?.custom_style ?? '',
      users_ids: (shop?.users_ids ?? []).map(String),
      logo: null,
    },
    validate: {
      name: (v) => (v.trim() ? null : 'Il nome è obbligatorio'),
      color: (v) => (!v || SHOP_COLOR.test(v) ? null : 'Il colore deve essere nel formato #rrggbb'),
      logo: (f) =>
        !f ? null : !['image/png', 'image/jpeg'].includes(f.type) ? 'Il logo deve essere un’immagine PNG o JPEG' : f.size > LOGO_MAX_BYTES ? 'Il logo supera la dimensione massima di 2 MB' : null,
    },
  });

  // A wrong colour or logo is flagged as soon as the field is left, not only on 'Salva' — once any click that left it has
  // landed (a message drawn on the press would move 'Salva' from under the pointer: issue 55, point 24).
  const checkOnLeave = (field: 'color' | 'logo') => () => afterPointerRelease(() => form.validateField(field));

  function submit(values: Values) {
    const data = new FormData();
    if (current) {
      data.set('id', String(current.id));
      data.set('version', String(current.version));
    }
    for (const key of ['name', 'description', 'details', 'color', 'quote_footer', 'custom_style'] as const) data.set(key, values[key]);
    for (const id of values.users_ids) data.append('users_ids', id);
    // The file last: the server reads the text fields first.
    if (values.logo) data.set('logo', values.logo);
    update.mutate(data, {
      onSuccess: (r) => {
        notifySuccess(r.message);
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(Object.fromEntries(error.fields.map((f) => [f.path, f.message])));
        notifyApiError(error);
      },
    });
  }

  function askRemoveLogo() {
    if (!current) return;
    confirmAction({
      title: 'Rimuovi logo',
      message: 'Rimuovere il logo del negozio?',
      confirmLabel: 'Rimuovi',
      danger: true,
      onConfirm: () =>
        removeLogo.mutate(current.id, {
          onSuccess: (r) => {
            notifySuccess(r.message);
            setCurrent(r.shop);
          },
          onError: notifyApiError,
        }),
    });
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <TextInput label="Nome" required maxLength={200} {...form.getInputProps('name')} />
        <TextInput label="Descrizione" maxLength={500} {...form.getInputProps('description')} />
        <Textarea label="Dati (indirizzo, partita IVA, telefono)" autosize minRows={2} maxLength={2000} {...form.getInputProps('details')} />
        {/* fixOnBlur off: a colour typed as 'rosso' stays and is flagged, instead of vanishing on blur (issue 22). */}
        <ColorInput label="Colore" placeholder="#1c5d99" format="hex" fixOnBlur={false} description="Formato #rrggbb, es. #1c5d99" eyeDropperButtonProps={{ 'aria-label': 'Preleva un colore dallo schermo' }} swatches={['#1c5d99', '#a61e4d', '#2b8a3e', '#e8590c', '#5f3dc4', '#212529']} {...form.getInputProps('color')} onBlur={checkOnLeave('color')} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Logo
          </Text>
          {current?.logo_url ? (
            <Group gap="sm">
              <Image src={current.logo_url} alt={`Logo di ${current.name}`} h={64} w={64} fit="contain" bd="1px solid gray.3" />
              <Button size="compact-sm" variant="light" color="red" onClick={askRemoveLogo} loading={removeLogo.isPending}>
                Rimuovi logo
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Nessun logo
            </Text>
          )}
          <FileInput
            label={current?.logo_url ? 'Sostituisci il logo' : 'Carica un logo'}
            // The rules as a description, readable at full contrast and still there once a file is chosen (not a placeholder).
            description="PNG o JPEG, al massimo 2 MB e 2000 × 2000 pixel"
            accept="image/png,image/jpeg"
            clearable
            clearButtonProps={{ 'aria-label': 'Togli il file scelto' }}
            {...form.getInputProps('logo')}
            onBlur={checkOnLeave('logo')}
          />
        </Stack>
        <Textarea label="Piè di pagina del preventivo" autosize minRows={2} maxLength={2000} {...form.getInputProps('quote_footer')} />
        <Textarea label="Stile personalizzato (CSS dell'email del preventivo)" autosize minRows={2} maxRows={8} maxLength={20000} {...form.getInputProps('custom_style')} />
        <Checkbox.Group label="Utenti del negozio" {...form.getInputProps('users_ids')}>
          {managers.isPending ? (
            <Loader size="sm" mt="xs" aria-label="Caricamento utenti…" />
          ) : managers.isError ? (
            <Text size="sm" c="red">
              {managers.error.message}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt="xs" mah={220} style={{ overflowY: 'auto' }}>
              {managers.data.managers.map((m) => (
                <Checkbox key={m.id} value={String(m.id)} label={`${m.name} (${m.email})`} />
              ))}
            </SimpleGrid>
          )}
        </Checkbox.Group>
        <Group justify="flex-end" mt="sm">
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
