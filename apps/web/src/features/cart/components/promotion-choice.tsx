import { Button, Group, Modal, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TPromotionLine } from '../store/cart-model';
import { cartStore } from '../store/cart-store';

const NONE = 'none';

/**
 * The promotion line (read-only). Removing it asks 'Rimuovere dal carrello la promozione?' with a radio
 * choice among the offered promotions and 'Nessuna promozione' (spec §4).
 */
export function PromotionChoice({ userId, current, offered }: { userId: number; current: TPromotionLine | null; offered: TPromotionLine[] }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(NONE);
  if (offered.length === 0 && !current) return null;

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          Promozione
        </Title>
        <Button
          size="compact-sm"
          variant="light"
          color={current ? 'red' : undefined}
          onClick={() => {
            setChoice(NONE);
            setOpen(true);
          }}
        >
          {current ? 'Rimuovi promozione' : 'Scegli promozione'}
        </Button>
      </Group>
      <Text size="sm" data-testid="promotion-line">
        {current ? `${current.external_id} — ${current.description}` : 'Nessuna promozione'}
      </Text>
      <Modal opened={open} onClose={() => setOpen(false)} title={current ? 'Conferma' : 'Promozione'} centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            cartStore.setPromotion(userId, offered.find((p) => String(p.id) === choice) ?? null);
            setOpen(false);
          }}
        >
          {current && <Text mb="sm">Rimuovere dal carrello la promozione?</Text>}
          <Radio.Group value={choice} onChange={setChoice} label="Promozione da applicare">
            <Stack gap={6} mt={6}>
              <Radio value={NONE} label="Nessuna promozione" />
              {offered
                .filter((p) => p.id !== current?.id)
                .map((p) => (
                  <Radio key={p.id} value={String(p.id)} label={p.description} />
                ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setOpen(false)}>
              Annulla
            </Button>
            <Button type="submit">Conferma</Button>
          </Group>
        </form>
      </Modal>
    </Stack>
  );
}
