import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import type { TCustomer } from '@portale/contract/customers';

const TYPE_LABELS: Record<TCustomer['contacts'][number]['type'], string> = {
  phone: 'Telefono',
  fax: 'Fax',
  website: 'Sito web',
  email: 'Email',
};

function hrefOf(type: string, value: string): string | undefined {
  if (type === 'email') return `mailto:${value}`;
  if (type === 'phone') return `tel:${value.replace(/\s+/g, '')}`;
  if (type === 'website') return /^https?:\/\//i.test(value) ? value : `https://${value}`;
  return undefined;
}

/** The customer's contacts, main ones first, as links where a link makes sense. */
export function CustomerContacts({ contacts }: { contacts: TCustomer['contacts'] }) {
  if (contacts.length === 0) return <Text c="dimmed">Nessun contatto registrato</Text>;
  const sorted = [...contacts].sort((a, b) => Number(b.main) - Number(a.main));
  return (
    <List spacing={4} listStyleType="none" ml={0}>
      {sorted.map((contact) => {
        const href = hrefOf(contact.type, contact.value);
        return (
          <List.Item key={contact.id}>
            <Group gap={6} wrap="wrap">
              <Text span fw={600} size="sm">
                {TYPE_LABELS[contact.type]}
                {contact.label ? ` (${contact.label})` : ''}:
              </Text>
              {href ? (
                <Anchor href={href} size="sm" style={{ overflowWrap: 'anywhere' }} {...(contact.type === 'website' ? { target: '_blank', rel: 'noreferrer' } : {})}>
                  {contact.value}
                </Anchor>
              ) : (
                <Text span size="sm">
                  {contact.value}
                </Text>
              )}
              {contact.main && (
                <Badge size="xs" variant="light">
                  principale
                </Badge>
              )}
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
