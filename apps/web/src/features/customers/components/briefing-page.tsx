import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TCustomerBriefing } from '@portale/contract/briefing';
import type { TReorderLine } from '@portale/contract/orders';
import { countOf } from '@portale/contract/italian-count';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useCustomerBriefing, type ShownBriefing } from '../api/get-briefing';
import { ActivateCustomerButton } from './activate-customer-button';
import { BriefingOrders, BriefingQuotes, BriefingVisits } from './briefing-history';
import { BriefingReceivables } from './briefing-receivables';
import { BriefingUsualProducts } from './briefing-usual-products';
import { TurnoverChart } from './turnover-chart';
import { onFirstUse } from '@portale/contract/on-first-use';

/** Lines for the cart of the briefing's customer, handed to the app layer (features never import the cart). */
export interface BriefingCartBatch {
  customer: { id: number; external_id: string; company_name: string; price_list_id: number | null };
  profile_external_id: string;
  lines: TReorderLine[];
  /** 'dalla scheda visita': the end of the success notice. */
  source: string;
  openCart: boolean;
}

interface Props {
  onAddToCart: (batch: BriefingCartBatch) => Promise<void>;
  /** The quantity of each product the cart already holds for this customer (composed by the app layer). */
  inCart?: (customerId: number) => Map<number, number>;
  /** 'Riordina' for one of the last orders (the orders feature's dialog, composed by the app). */
  renderReorder?: (order: { id: number; code: string }) => React.ReactNode;
}

const percent = onFirstUse(() => new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }));

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id} miw={0}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Figure({ label, value, detail, alert }: { label: string; value: string; detail?: string; alert?: boolean }) {
  return (
    <Paper withBorder p="sm" bg={alert ? 'var(--mantine-color-red-light)' : undefined}>
      <Text size="xs" c={alert ? 'red.9' : 'gray.7'} fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} c={alert ? 'red.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c={alert ? 'red.9' : 'gray.7'}>
          {detail}
        </Text>
      )}
    </Paper>
  );
}

function KeyFigures({ b }: { b: TCustomerBriefing }) {
  const { receivables: r, turnover: t } = b;
  const change = t.last_year_same_period > 0 ? percent().format((t.this_year_to_date - t.last_year_same_period) / t.last_year_same_period) : null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="briefing-figures">
      <Figure
        label="Scaduto"
        value={formatMoney(r.overdue_total)}
        detail={r.overdue_count > 0 ? `${countOf(r.overdue_count, 'scadenza', 'scadenze')}, la più vecchia da ${countOf(r.oldest_days_late, 'giorno', 'giorni')}` : 'Nessuna scadenza scaduta'}
        alert={r.overdue_count > 0}
      />
      <Figure label="Da pagare in totale" value={formatMoney(r.open_total)} detail="Scadenze non pagate, scadute e no" />
      <Figure
        label={`Fatturato ${t.year} a oggi`}
        value={formatMoney(t.this_year_to_date)}
        detail={`Stesso periodo ${t.year - 1}: ${formatMoney(t.last_year_same_period)}${change ? ` (${change})` : ''}`}
      />
      <LastOrderFigure b={b} />
    </SimpleGrid>
  );
}

function LastOrderFigure({ b }: { b: ShownBriefing }) {
  const lastOrder = b.last_orders[0];
  const lastVisit = b.last_visits?.[0];
  return (
    <Figure
      label="Ultimo ordine"
      value={lastOrder ? formatDate(lastOrder.issue_date) : '—'}
      detail={b.last_visits === null ? undefined : lastVisit ? `Ultima visita: ${formatDate(lastVisit.date_visit)}` : 'Nessuna visita registrata'}
    />
  );
}

/** The briefing the device computed from its copy: what it cannot know is said once, not shown as zero. */
function DeviceNotice() {
  return (
    <Alert color="yellow" data-testid="briefing-device">
      Senza rete: scheda calcolata dai dati del dispositivo (ordini degli ultimi 24 mesi, preventivi aperti, catalogo).
      Scadenze, fatturato e visite non sono sul dispositivo: si vedono con la rete.
    </Alert>
  );
}

/** 'Scheda visita' (`/clienti/:id/scheda-visita`): where the customer stands, before the agent walks in. */
export function BriefingPage({ onAddToCart, renderReorder, inCart }: Props) {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const briefing = useCustomerBriefing(id);
  const b = briefing.data;
  const wanted = params.get('profile') ?? '';
  const profile = b ? (b.profile_external_ids.includes(wanted) ? wanted : (b.profile_external_ids[0] ?? '')) : '';
  const query = profile ? `?profile=${encodeURIComponent(profile)}` : '';

  if (briefing.isLoading) return <LoadingState label="Caricamento scheda visita…" />;
  if (briefing.isError || !b)
    return (
      <Stack>
        <Anchor component={Link} to="/" size="sm">
          ← Torna all'elenco clienti
        </Anchor>
        {briefing.isError ? <ErrorState error={briefing.error} title="Scheda visita non disponibile" onRetry={() => void briefing.refetch()} /> : <EmptyState>Scheda visita non disponibile</EmptyState>}
      </Stack>
    );

  const add = profile
    ? (lines: TReorderLine[], all: boolean) =>
        onAddToCart({ customer: b.customer, profile_external_id: profile, lines, source: 'dalla scheda visita', openCart: all })
    : null;
  const city = b.customer.addresses.find((a) => a.main) ?? b.customer.addresses[0];
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/${query}`} size="sm">
        ← Torna all'elenco clienti
      </Anchor>
      <Group justify="space-between" gap="sm" align="flex-start">
        <Stack gap={2}>
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            Scheda visita — {b.customer.company_name}
          </Title>
          <Text size="sm" c="gray.7">
            {[b.customer.external_id, city ? `${city.city}${city.district ? ` (${city.district})` : ''}` : null, b.customer.payment_mode?.description, b.customer.price_list ? `Listino ${b.customer.price_list.code}` : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs">
          {b.customer.inactive && <Badge color="gray">Inattivo</Badge>}
          <Button component={Link} to={`/clienti/${b.customer.id}${query}`} size="compact-sm" variant="default">
            Scheda cliente
          </Button>
          {profile && <ActivateCustomerButton customer={b.customer} profileExternalId={profile} />}
        </Group>
      </Group>
      {b.saved_at !== undefined && (
        <Alert color="yellow" data-testid="briefing-saved">
          Senza rete: la scheda come l’hai vista il {formatDateTime(new Date(b.saved_at).toISOString())}. Scadenze, ordini, preventivi e
          visite possono essere cambiati da allora.
        </Alert>
      )}
      {b.overdue_hold && (
        // Issue 56 §4: the same warning, from the same figures, as the order would be held with.
        <Alert color="orange" data-testid="briefing-overdue-hold">
          Cliente con scaduti: i suoi ordini andranno in approvazione ({b.overdue_hold})
        </Alert>
      )}
      {b.receivables === null ? (
        <>
          <DeviceNotice />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="briefing-figures">
            <LastOrderFigure b={b} />
          </SimpleGrid>
        </>
      ) : (
        <KeyFigures b={b} />
      )}
      {b.customer.user_note && (
        <Paper withBorder p="sm" component="section" aria-label="La tua nota sul cliente">
          <Text size="xs" c="gray.7" fw={600}>
            La tua nota
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {b.customer.user_note.content}
          </Text>
        </Paper>
      )}
      <Section title="Prodotti abituali non riordinati" id="briefing-usual">
        <BriefingUsualProducts products={b.usual_products} notReorderedDays={b.not_reordered_days} onAdd={add} inCart={inCart?.(b.customer.id)} />
      </Section>
      {b.receivables !== null && (
        <Section title="Scadenze da pagare" id="briefing-receivables">
          <BriefingReceivables receivables={b.receivables} />
        </Section>
      )}
      <Section title="Ultimi ordini" id="briefing-orders">
        <BriefingOrders orders={b.last_orders} renderReorder={renderReorder} />
      </Section>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {b.turnover !== null && (
          <Section title="Fatturato degli ultimi cinque anni" id="briefing-turnover">
            <TurnoverChart years={b.turnover.years} />
          </Section>
        )}
        <Stack gap="md">
          <Section title="Preventivi aperti" id="briefing-quotes">
            <BriefingQuotes quotes={b.open_quotes} />
          </Section>
          {b.last_visits !== null && (
            <Section title="Ultime visite" id="briefing-visits">
              <BriefingVisits visits={b.last_visits} />
            </Section>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
