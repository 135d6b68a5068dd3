import { Anchor, Badge, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatText } from '../../../lib/format';
import { eventLabel, formatParameters } from '../record-format';
import type { TEvent } from '../types';

export function EventsTable({ events, withMember = false }: { events: TEvent[]; withMember?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover data-testid="events-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('events.category')}</Table.Th>
            <Table.Th>{t('events.name')}</Table.Th>
            <Table.Th>{t('events.code')}</Table.Th>
            <Table.Th>{t('events.parameters')}</Table.Th>
            <Table.Th>{t('events.date')}</Table.Th>
            {withMember ? <Table.Th>{t('orders.member')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={String(event.id)} data-testid="event-row">
              <Table.Td>
                <Badge variant="light" tt="none">
                  {event.category
                    ? t(`events.categories.${event.category}`, event.category)
                    : formatText(event.category)}
                </Badge>
              </Table.Td>
              <Table.Td>{eventLabel(t, event)}</Table.Td>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {formatText(event.code)}
                </Text>
              </Table.Td>
              <Table.Td maw={360}>
                <Tooltip label={formatParameters(event.parameters, 600)} multiline maw={480} withinPortal>
                  <Text size="sm" lineClamp={2}>
                    {formatParameters(event.parameters)}
                  </Text>
                </Tooltip>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.occurred_at)}</Table.Td>
              {withMember ? (
                <Table.Td>
                  {event.member_id ? (
                    <Anchor component={Link} to={`/user/member/${event.member_id}`}>
                      {event.member_name ?? `#${event.member_id}`}
                    </Anchor>
                  ) : (
                    '-'
                  )}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
