import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadedStatus } from '../page-header';
import { isCurrentDocument } from './is-current-document';

interface Props {
  title: string;
  /** Link back to the list with the same filters and page. */
  backHref: string;
  /** The document's profile and customer for 'Attiva': undefined while the list loads, null when not in it. */
  document: { profile_external_id: string; customer: { id: number } } | null | undefined;
  current: { profile: { external_id: string } | null; customer: { id: number } | null } | undefined;
  onActivate: () => void;
  activating: boolean;
  /** Further actions, e.g. the PDF download. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Detail view of a document (spec §2): back link, 'Attiva' unless already current, the document's data. */
export function DetailPanel({ title, backHref, document, current, onActivate, activating, actions, children }: Props) {
  const showActivate = !!document && !isCurrentDocument(current, document);
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={backHref} size="sm">
        ← Torna all&apos;elenco
      </Anchor>
      <Paper withBorder p="md" component="article" aria-labelledby="document-title">
        <Group justify="space-between" align="center" mb="sm" gap="sm">
          <Stack gap={0}>
            <Title order={3} size="h4" id="document-title">
              {title}
            </Title>
            {/* The items' 'loaded' line belongs here, not under the list's title (issue 55, point 16). */}
            <LoadedStatus scope="detail" />
          </Stack>
          <Group gap="xs">
            {actions}
            {showActivate && (
              <Button size="compact-md" onClick={onActivate} loading={activating}>
                Attiva
              </Button>
            )}
          </Group>
        </Group>
        {document === null && (
          // A link to a document outside the list's current page: its lines are known, its header is not.
          <Text size="sm" c="dimmed" mb="sm">
            Il documento non è nella pagina corrente dell&apos;elenco: sono mostrati solo i prodotti.
          </Text>
        )}
        {children}
      </Paper>
    </Stack>
  );
}
