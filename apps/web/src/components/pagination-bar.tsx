import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import { useRef } from 'react';
import { formatCount, type CountedNoun } from '../lib/plural';

interface PaginationBarProps {
  page: number;
  lastPage: number;
  total: number;
  /** True when the server only estimated `total` (very large unfiltered sets). */
  totalIsEstimate?: boolean;
  onChange: (page: number) => void;
  /** Plural noun for the count, e.g. 'clienti' ('1 cliente' follows from lib/plural, which must know it). */
  itemsLabel?: CountedNoun;
}

// Pages beyond this are reachable by first/previous/next/last; a native select with tens of thousands
// of options would make the dropdown useless.
const MAX_SELECT_PAGES = 500;

/** Shared list paging (spec §2): result count, 'pagina x di y', first, previous, page dropdown, next, last. */
export function PaginationBar({ page, lastPage, total, totalIsEstimate, onChange, itemsLabel = 'risultati' }: PaginationBarProps) {
  const last = Math.max(1, lastPage);
  const pages = selectablePages(page, last);
  const root = useRef<HTMLDivElement>(null);
  // A new page starts at its first row: the bar sits below the list, so paging would otherwise leave the
  // user at the bottom of the next page.
  const go = (target: number) => {
    onChange(target);
    scrollToListTop(root.current);
  };
  return (
    <Group ref={root} justify="space-between" gap="sm" mt="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {totalIsEstimate ? 'circa ' : ''}
        {/* An estimate is never exactly one. */}
        {totalIsEstimate ? formatCount(total, itemsLabel, itemsLabel) : formatCount(total, itemsLabel)} · pagina {page} di {last}
      </Text>
      <Group gap={4} wrap="nowrap" role="navigation" aria-label="Paginazione">
        <ActionIcon variant="default" aria-label="Prima pagina" disabled={page <= 1} onClick={() => go(1)}>
          «
        </ActionIcon>
        <ActionIcon variant="default" aria-label="Pagina precedente" disabled={page <= 1} onClick={() => go(page - 1)}>
          ‹
        </ActionIcon>
        <NativeSelect
          size="xs"
          aria-label="Vai alla pagina"
          value={String(page)}
          data={pages.map((p) => String(p))}
          onChange={(e) => go(Number(e.currentTarget.value))}
          w={80}
        />
        <ActionIcon variant="default" aria-label="Pagina successiva" disabled={page >= last} onClick={() => go(page + 1)}>
          ›
        </ActionIcon>
        <ActionIcon variant="default" aria-label="Ultima pagina" disabled={page >= last} onClick={() => go(last)}>
          »
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** Height of the fixed app header, kept clear when scrolling to a list. */
const HEADER_OFFSET = 76;

/**
 * Brings the list's top into view: the nearest enclosing `[data-paged-list]` (a list below other content, e.g.
 * the agent codes on a tablet), else the top of the page. Does nothing when that top is already visible.
 */
function scrollToListTop(bar: HTMLElement | null) {
  const list = bar?.closest<HTMLElement>('[data-paged-list]');
  const top = list ? list.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET : 0;
  if (window.scrollY > top) window.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
}

/** All pages when few; otherwise a window around the current page plus the last one. */
function selectablePages(page: number, last: number): number[] {
  if (last <= MAX_SELECT_PAGES) return Array.from({ length: last }, (_, i) => i + 1);
  const start = Math.max(1, Math.min(page - MAX_SELECT_PAGES / 2, last - MAX_SELECT_PAGES + 1));
  const window = Array.from({ length: MAX_SELECT_PAGES }, (_, i) => start + i);
  if (window[0] !== 1) window.unshift(1);
  if (window[window.length - 1] !== last) window.push(last);
  return window;
}
