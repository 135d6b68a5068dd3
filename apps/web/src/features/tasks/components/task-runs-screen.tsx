import { Badge, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { TTaskRun, TTaskRunOutcome, TTaskRunTally } from '@ulak/shared';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTimeShort } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import { RecordState, isNotFound } from '../../common/components/record-state';
import { PageHeader } from '../../common/components/page-header';
import { useTask, useTaskActions, useTaskRuns } from '../hooks/use-tasks';

// The run's outcome from its messages: green only when nothing failed.
const OUTCOME_COLOR: Record<TTaskRunOutcome, string> = {
  queued: 'blue',
  running: 'blue',
  sending: 'cyan',
  sent: 'green',
  partial: 'orange',
  failed: 'red',
  skipped: 'gray',
  empty: 'gray',
};

const TALLY: { key: keyof TTaskRunTally; color?: string; always?: boolean }[] = [
  { key: 'sent', color: 'green', always: true },
  { key: 'failed', color: 'red', always: true },
  { key: 'skipped', color: 'dimmed' },
  { key: 'pending', color: 'blue' },
  { key: 'bounced', color: 'orange' },
];

function OutcomeBadge({ run }: { run: TTaskRun }) {
  const { t } = useTranslation();
  const hint = t(`task_outcomes.hints.${run.outcome}`, { defaultValue: '' });
  const badge = (
    <Badge variant="light" color={OUTCOME_COLOR[run.outcome]} data-testid="task-run-outcome" data-outcome={run.outcome}>
      {t(`task_outcomes.outcomes.${run.outcome}`)}
    </Badge>
  );
  return hint ? <Tooltip label={hint}>{badge}</Tooltip> : badge;
}

// Sent and failed always (once the run handed its messages over), the others when there are any.
function RunTally({ run }: { run: TTaskRun }) {
  const { t } = useTranslation();
  if (run.sendRunId === null) return <>-</>;
  return (
    <Group gap={10} wrap="nowrap" data-testid="task-run-tally">
      {TALLY.filter((item) => item.always || run.tally[item.key] > 0).map((item) => (
        <Text
          key={item.key}
          size="sm"
          c={run.tally[item.key] > 0 ? item.color : 'dimmed'}
          data-testid={`tally-${item.key}`}
        >
          {t(`task_outcomes.tally.${item.key}`)}: {run.tally[item.key]}
        </Text>
      ))}
    </Group>
  );
}

// A run's slot is an internal key (at:<instant>, static:r<revision>, manual:<uuid>, ...): show the
// due time or the task version, and nothing for runs that had no planned time.
function slotText(slot: string, t: TFunction): string {
  const [kind, value = ''] = [slot.slice(0, slot.indexOf(':')), slot.slice(slot.indexOf(':') + 1)];
  if (kind === 'at') return formatDateTimeShort(value);
  if (kind === 'static') return t('tasks.runs.slot_revision', { n: Number(value.replace(/^r/, '')) });
  return '-';
}

// /user/task/log/{id} (every run) and /user/task/triggers/{id} (what started event-driven runs).
export function TaskRunsScreen({ id, kind }: { id: number; kind: 'log' | 'triggers' }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, perPage: 20 });
  const task = useTask(id);
  const runs = useTaskRuns(id, kind, paging);
  const { requeue } = useTaskActions();
  const rows = runs.data?.data ?? [];
  const title = t(kind === 'log' ? 'pages.task_log' : 'pages.task_triggers');
  if (isNotFound(task.error)) return <RecordState query={task} title={title} listPath="/user/tasks" />;
  return (
    <Stack gap="md">
      <PageHeader
        title={`${title}${task.data ? `: ${task.data.title}` : ''}`}
        actions={
          <Button variant="default" component={Link} to={`/user/task/${id}`}>
            {t('pages.task_detail')}
          </Button>
        }
      />
      {runs.isPending ? <LoadingScreen /> : null}
      {runs.isSuccess && rows.length === 0 ? <EmptyState titleKey="empty.nothing_to_show" /> : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={820}>
          <Table striped data-testid="task-runs-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('tasks.runs.trigger')}</Table.Th>
                <Table.Th>{t('tasks.runs.status')}</Table.Th>
                <Table.Th ta="right">{t('tasks.runs.recipients')}</Table.Th>
                <Table.Th>{t('tasks.runs.outcome')}</Table.Th>
                <Table.Th>{kind === 'triggers' ? t('tasks.runs.payload') : t('tasks.runs.slot')}</Table.Th>
                <Table.Th>{t('tasks.runs.at')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id} data-testid="task-run-row">
                  <Table.Td>{r.id}</Table.Td>
                  <Table.Td>{t(`tasks.triggers.${r.trigger}`)}</Table.Td>
                  <Table.Td>
                    <OutcomeBadge run={r} />
                    {r.error ? ` ${r.error}` : ''}
                  </Table.Td>
                  <Table.Td ta="right" data-testid="task-run-recipients">
                    {r.recipients}
                  </Table.Td>
                  <Table.Td>
                    <RunTally run={r} />
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    {kind === 'triggers' ? JSON.stringify(r.payload) : slotText(r.slot, t)}
                  </Table.Td>
                  <Table.Td>{formatDateTimeShort(r.createdAt)}</Table.Td>
                  <Table.Td>
                    {r.sendRunId ? (
                      <Button size="xs" variant="subtle" component={Link} to={`/user/actions?run=${r.sendRunId}`}>
                        {t('tasks.runs.messages')}
                      </Button>
                    ) : null}
                    {r.status === 'failed' || r.status === 'skipped' ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() =>
                          requeue.mutate(r.id, { onSuccess: () => showToast(t('messages.queued'), 'success') })
                        }
                      >
                        {t('tasks.runs.requeue')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {runs.data && runs.data.meta.total > 0 ? (
        <ListPager {...paging} total={runs.data.meta.total} onChange={setPaging} />
      ) : null}
    </Stack>
  );
}
