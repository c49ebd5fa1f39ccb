import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The document number in a list row, linking to its detail (an anchor: keyboard, middle click, copy link). */
export function DetailLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={600} size="sm" aria-label={label}>
      {children}
    </Anchor>
  );
}
