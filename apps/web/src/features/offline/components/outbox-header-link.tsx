import { Badge, Button, Box } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link } from 'react-router';
import { offlineDbFor } from '../../../lib/offline/offline-db';

/**
 * Header link to 'Da sincronizzare' with the number of writes not yet on the server (waiting or to review); shown
 * only while there are some, red when one needs the agent.
 */
export default function OutboxHeaderLink({ userId }: { userId: number }) {
  const db = offlineDbFor(userId);
  const counts = useLiveQuery(async () => {
    const [pending, review] = await Promise.all([db.outbox.where('state').equals('pending').count(), db.outbox.where('state').equals('review').count()]);
    return { pending, review };
  }, [db]);
  const count = (counts?.pending ?? 0) + (counts?.review ?? 0);
  const wide = useMediaQuery('(min-width: 36em)');
  if (count === 0) return null;
  return (
    <Button
      component={Link}
      to="/da-sincronizzare"
      variant="subtle"
      size="compact-sm"
      px={6}
      color={counts?.review ? 'red' : undefined}
      style={{ flexShrink: 0 }}
      aria-label={`Da sincronizzare ${count} ${count === 1 ? 'elemento' : 'elementi'}`}
      // On a phone the header has room for the count only (the cart and 'Esci' beside it).
      leftSection={wide ? <IconCloudUpload size={18} aria-hidden /> : undefined}
      rightSection={
        <Badge size="sm" circle={count < 10} color={counts?.review ? 'red' : 'yellow.8'} aria-hidden data-testid="outbox-count" style={{ flexShrink: 0, overflow: 'visible' }}>
          {count}
        </Badge>
      }
    >
      {/* A space before the count, as in the cart link: the name contains the visible text as read. */}
      <Box component="span" visibleFrom="lg">
        {'Da sincronizzare '}
      </Box>
    </Button>
  );
}
