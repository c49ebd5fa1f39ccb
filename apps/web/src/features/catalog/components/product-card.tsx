import { Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TProduct } from '@portale/contract/catalog';
import { allowsFractions, formatQuantity, parseQuantity } from '@portale/contract/quantity';
import { describeRule, firstQuantity, hasRule, quantityRuleProblem, ruleOf } from '@portale/contract/quantity-rules';
import { useState } from 'react';
import { QuantityRuleFix } from '../../../components/quantity-rule-fix';
import { formatMoney, formatNumber } from '../../../lib/format';
import { notifyWarning } from '../../../lib/notify';
import { ProductImage } from './product-image';
import { QuantityRulesButton } from './quantity-rules-dialog';

interface ProductCardProps {
  product: TProduct;
  /** Why adding is not possible now (no active customer, cart of another customer), or null. */
  addDisabledReason: string | null;
  priced: boolean;
  onAdd: (product: TProduct, quantity: number) => void;
  /** The admin edits the product's quantity rules from its card (issue 56). */
  canEditRules?: boolean;
}

/** One catalogue card: image, description, code, availability, price, quantity and 'Aggiungi al carrello'. */
export function ProductCard({ product, addDisabledReason, priced, onAdd, canEditRules = false }: ProductCardProps) {
  const rule = ruleOf(product);
  const [quantity, setQuantity] = useState(() => formatQuantity(firstQuantity(rule)));
  // Typed the Italian way; a decimal comma only for units sold by measure (contract quantity.ts), never reinterpreted.
  const typed = parseQuantity(quantity, product.unit_of_measure);
  // Then the maker's minimum and pack (issue 56): a breaking entry is explained with the nearest valid quantity.
  const ruleProblem = typed.ok ? quantityRuleProblem(typed.value, rule, product.unit_of_measure) : null;
  const parsed = ruleProblem ? ({ ok: false, message: ruleProblem.message } as const) : typed;
  const fractional = allowsFractions(product.unit_of_measure);
  const noPrice = priced && product.current_price === null;
  const reason = addDisabledReason ?? (noPrice ? 'Prodotto senza prezzo nel listino del cliente' : null);
  const titleId = `product-${product.id}-title`;
  const errorId = `product-${product.id}-quantity-error`;

  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-labelledby={titleId} data-testid="product-card">
      <Card.Section>
        <ProductImage src={product.image_url} alt={product.description} />
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Title order={3} size="sm" id={titleId} lineClamp={2}>
          {product.description}
        </Title>
        <Text size="sm" c="dimmed">
          Codice: {product.external_id}
        </Text>
        <AvailabilityLine product={product} />
        {(hasRule(rule) || product.pack_description) && (
          <Text size="sm" data-testid="product-pack">
            {[describeRule(rule, product.unit_of_measure), product.pack_description].filter(Boolean).join(' · ')}
          </Text>
        )}
        <Group gap={6} align="center">
          <Text fw={700} size="lg" data-testid="product-price">
            {!priced ? 'Prezzo: attivare un cliente' : noPrice ? 'Prezzo non disponibile' : formatMoney(product.current_price)}
          </Text>
          {/* Said before it is in the cart, where its discount fields say the same (issue 55, point 16). */}
          {product.disable_discounts && (
            <Badge color="gray" variant="light" c="gray.9">
              Non scontabile
            </Badge>
          )}
        </Group>
        {canEditRules && (
          <Group>
            <QuantityRulesButton product={product} />
          </Group>
        )}
        {product.sheet_url && (
          <Anchor href={product.sheet_url} target="_blank" rel="noopener noreferrer" size="sm">
            Scheda prodotto (PDF)
          </Anchor>
        )}
      </Stack>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (parsed.ok && !reason) {
            onAdd(product, parsed.value);
            warnAboutAvailability(product, parsed.value);
          }
        }}
      >
        <Group gap="xs" mt="sm" align="flex-end" wrap="nowrap">
          <TextInput
            label={`Quantità (${product.unit_of_measure})`}
            aria-label={`Quantità di ${product.description}`}
            value={quantity}
            onChange={(e) => setQuantity(e.currentTarget.value)}
            inputMode={fractional ? 'decimal' : 'numeric'}
            autoComplete="off"
            w={110}
            size="xs"
            error={!parsed.ok}
            aria-describedby={parsed.ok ? undefined : errorId}
          />
          <Button type="submit" size="xs" disabled={!parsed.ok || reason !== null} title={reason ?? undefined} aria-label={`Aggiungi al carrello ${product.description}`}>
            Aggiungi al carrello
          </Button>
        </Group>
        {ruleProblem ? (
          <QuantityRuleFix id={errorId} message={ruleProblem.message} suggestion={ruleProblem.suggestion} onFix={(q) => setQuantity(formatQuantity(q))} />
        ) : (
          !parsed.ok && (
            <Text id={errorId} size="xs" c="red.9" mt={4} role="alert">
              {parsed.message}
            </Text>
          )
        )}
      </form>
    </Card>
  );
}

/** Out of stock: it can still be ordered, but the agent must know it will be back-ordered. */
function isUnavailable(product: TProduct): boolean {
  return product.quantity <= 0;
}

/** Out of stock, or more than is available: the agent is told what will be back-ordered (issue 21). */
function warnAboutAvailability(product: TProduct, quantity: number) {
  if (isUnavailable(product)) {
    notifyWarning(`${product.description} non disponibile: verrà ordinato`);
    return;
  }
  if (quantity > product.quantity) {
    const unit = product.unit_of_measure;
    notifyWarning(
      `${product.description}: disponibili ${formatNumber(product.quantity)} ${unit} su ${formatNumber(quantity)} ${unit} richiesti, i restanti ${formatNumber(quantity - product.quantity)} ${unit} verranno ordinati`,
    );
  }
}

/** The ERP's availability codes in words; an unknown code is shown as it comes. */
const AVAILABILITY_CODES: Record<string, string> = { DISP: 'disponibile', ORD: 'in ordine', ESA: 'esaurito' };

function AvailabilityLine({ product }: { product: TProduct }) {
  if (isUnavailable(product)) {
    return (
      <Group gap={6}>
        <Badge color="red" variant="light" data-testid="product-unavailable">
          Non disponibile
        </Badge>
        <Text size="xs" c="dimmed">
          verrà ordinato
        </Text>
      </Group>
    );
  }
  return (
    <Text size="sm">
      Disponibilità: {formatNumber(product.quantity)} {product.unit_of_measure} ({AVAILABILITY_CODES[product.quantity_code] ?? product.quantity_code})
    </Text>
  );
}
