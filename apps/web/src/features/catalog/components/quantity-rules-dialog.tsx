import { OpenModal } from '../../../components/open-modal';
import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { getAuditHistoryCall } from '@portale/contract/audit';
import { ZProductQuantityRulesInput, type TProduct } from '@portale/contract/catalog';
import { allowsFractions, MAX_QUANTITY } from '@portale/contract/quantity';
import { describeRule, ruleOf } from '@portale/contract/quantity-rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { HistoryButton } from '../../../components/history-button';
import { LoadingState } from '../../../components/loading-state';
import { callQuery } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { formatTypedNumber, parseOptionalItalianNumber } from '../../../lib/italian-number';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useProductQuantityRules, useUpdateProductQuantityRules } from '../api/product-quantity-rules';

type Rules = NonNullable<ReturnType<typeof useProductQuantityRules>['data']>;

/** 'Regole di quantità' (admin, issue 56): opens the edit of the product's minimum, pack multiple and pack description. */
export function QuantityRulesButton({ product }: { product: TProduct }) {
  const [opened, setOpened] = useState(false);
  const rules = useProductQuantityRules(product.id, opened);
  return (
    <>
      <Button size="compact-xs" variant="subtle" onClick={() => setOpened(true)} aria-label={`Regole di quantità di ${product.description}`}>
        Regole di quantità
      </Button>
      <OpenModal opened={opened} onClose={() => setOpened(false)} title={`Regole di quantità — ${product.description}`} closeButtonProps={{ 'aria-label': 'Chiudi' }}>
        {rules.isPending ? (
          <LoadingState label="Caricamento delle regole…" />
        ) : rules.isError ? (
          <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />
        ) : (
          // Not keyed by what was read: a refetch (after the save, or on focus) must not remount the form, which would
          // drop what is typed and the save's own callbacks. A reopen mounts it again from the stored values.
          <RulesForm rules={rules.data} onDone={() => setOpened(false)} />
        )}
      </OpenModal>
    </>
  );
}

/** Empty means none; else a quantity kept as typed ('2,5' for metres only), never clamped. */
function parseRuleField(text: string, fractional: boolean) {
  return parseOptionalItalianNumber(text, {
    min: fractional ? 0.001 : 1,
    max: MAX_QUANTITY,
    decimals: fractional ? 3 : 0,
    rangeMessage: fractional ? 'Indicare una quantità maggiore di zero (vuoto: nessuno)' : 'Indicare un numero intero da 1 in su (vuoto: nessuno)',
  });
}

function RulesForm({ rules, onDone }: { rules: Rules; onDone: () => void }) {
  const { product } = rules;
  const fractional = allowsFractions(product.unit_of_measure);
  const [min, setMin] = useState(formatTypedNumber(product.min_quantity));
  const [multiple, setMultiple] = useState(formatTypedNumber(product.quantity_multiple));
  const [pack, setPack] = useState(product.pack_description ?? '');
  const update = useUpdateProductQuantityRules(product.id);

  const parsedMin = parseRuleField(min, fractional);
  const parsedMultiple = parseRuleField(multiple, fractional);
  // The contract's own check (a minimum off the pack, with the quantity that would fit), as the server says it.
  const whole = parsedMin.ok && parsedMultiple.ok ? ZProductQuantityRulesInput.safeParse({ min_quantity: parsedMin.value, quantity_multiple: parsedMultiple.value, pack_description: pack }) : null;
  const local = Object.fromEntries((whole?.success === false ? whole.error.issues : []).map((i) => [String(i.path[0]), i.message]));
  const server = Object.fromEntries((update.error instanceof ApiError ? update.error.fields : []).map((f) => [f.path.split('.').pop() ?? f.path, f.message]));
  const errorOf = (field: string, parsed: { ok: boolean; message?: string }) => (parsed.ok ? undefined : parsed.message) ?? local[field] ?? server[field];

  const save = () => {
    if (!whole?.success) return;
    update.mutate(whole.data, {
      onSuccess: (r) => {
        notifySuccess(r.message);
        onDone();
      },
      onError: notifyApiError,
    });
  };
  const preview = whole?.success ? describeRule(ruleOf(whole.data), product.unit_of_measure) : '';

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Codice {product.external_id}, unità {product.unit_of_measure}. Lasciare vuoto un campo per non porre il limite.
        </Text>
        <TextInput
          label={`Quantità minima per riga (${product.unit_of_measure})`}
          value={min}
          onChange={(e) => setMin(e.currentTarget.value)}
          inputMode={fractional ? 'decimal' : 'numeric'}
          autoComplete="off"
          error={errorOf('min_quantity', parsedMin)}
        />
        <TextInput
          label={`Multiplo, cioè la confezione (${product.unit_of_measure})`}
          value={multiple}
          onChange={(e) => setMultiple(e.currentTarget.value)}
          inputMode={fractional ? 'decimal' : 'numeric'}
          autoComplete="off"
          error={errorOf('quantity_multiple', parsedMultiple)}
        />
        <TextInput label="Descrizione della confezione" placeholder="es. cartone da 6" value={pack} onChange={(e) => setPack(e.currentTarget.value)} maxLength={100} error={server.pack_description} />
        {preview && (
          <Text size="sm" data-testid="rule-preview">
            L’agente leggerà: {preview}
          </Text>
        )}
        {rules.price_list_overrides.length > 0 && (
          <Alert color="blue" variant="light" title="Eccezioni dei listini (dall’import)">
            <List size="sm">
              {rules.price_list_overrides.map((o) => (
                <List.Item key={o.price_list_id}>
                  {o.code} — {o.description}: {describeRule(ruleOf(o), product.unit_of_measure)}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap">
          <ProductHistory id={product.id} label={product.description} />
          <Group gap="xs">
            <Button variant="default" onClick={onDone}>
              Annulla
            </Button>
            <Button type="submit" disabled={!whole?.success} loading={update.isPending}>
              Salva
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Storico' of the product's rule edits (the audit trail's 'products' records). */
function ProductHistory({ id, label }: { id: number; label: string }) {
  const [opened, setOpened] = useState(false);
  const history = useQuery({ ...callQuery(getAuditHistoryCall, { query: { entity: 'products', id } }), enabled: opened });
  return <HistoryButton label={label} opened={opened} setOpened={setOpened} history={history} />;
}
