import { Anchor, Badge, Table } from '@mantine/core';
import type { TTask } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTimeShort } from '../../../lib/format';
import { scheduleText } from '../schedule-text';

export function TaskStatusBadge({ task }: { task: TTask }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={task.status === 'active' ? 'green' : 'gray'} data-testid="task-status">
      {t(`tasks.statuses.${task.status}`)}
    </Badge>
  );
}

export function TasksTable({ tasks }: { tasks: TTask[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover data-testid="tasks-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tasks.title')}</Table.Th>
            <Table.Th>{t('tasks.campaign')}</Table.Th>
            <Table.Th>{t('tasks.channel')}</Table.Th>
            <Table.Th>{t('tasks.audience')}</Table.Th>
            <Table.Th>{t('tasks.schedule')}</Table.Th>
            <Table.Th>{t('tasks.status')}</Table.Th>
            <Table.Th>{t('tasks.next_run')}</Table.Th>
            <Table.Th>{t('tasks.last_run')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => (
            <Table.Tr key={task.id} data-testid="task-row">
              <Table.Td>
                <Anchor component={Link} to={`/user/task/${task.id}`}>
                  {task.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/user/campaign/report/${task.campaignId}`}>
                  {task.campaignName}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`tasks.channels.${task.channel}`)}</Table.Td>
              <Table.Td>{task.audience.kind === 'all' ? t('tasks.all_members') : (task.segmentName ?? '-')}</Table.Td>
              <Table.Td>{scheduleText(t, task.schedule)}</Table.Td>
              <Table.Td>
                <TaskStatusBadge task={task} />
              </Table.Td>
              <Table.Td>{formatDateTimeShort(task.nextRunAt)}</Table.Td>
              <Table.Td>{formatDateTimeShort(task.lastRunAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
