import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import type { TApplication } from '../types';
import { RowActions, useRowActionLabels } from '../../common/components/row-actions';

export function ApplicationsTable({
  applications,
  onEdit,
  onDelete,
}: {
  applications: TApplication[];
  onEdit: (application: TApplication) => void;
  onDelete: (application: TApplication) => void;
}) {
  const { t } = useTranslation();
  const actionLabels = useRowActionLabels();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover data-testid="applications-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('applications.name')}</Table.Th>
            <Table.Th>{t('applications.domains')}</Table.Th>
            <Table.Th>{t('applications.locale')}</Table.Th>
            <Table.Th>{t('common.created_at')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applications.map((app) => (
            <Table.Tr key={app.id}>
              <Table.Td>
                <Anchor component={Link} to={`/user/application/${app.id}`} fw={600}>
                  {app.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t(`applications.platforms.${app.platform}`)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {app.domains.length === 0 ? '-' : null}
                  {app.domains.map((domain) => (
                    <Badge key={domain} variant="light" tt="none">
                      {domain}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{t(`languages.${app.locale}`)}</Table.Td>
              <Table.Td>{formatDate(app.created_at)}</Table.Td>
              <Table.Td>
                <RowActions labels={actionLabels} onEdit={() => onEdit(app)} onDelete={() => onDelete(app)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
