import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatZonedDateTime } from '../../../lib/format';
import { showSendRefusal } from '../../messaging/preflight-check';
import { showToast } from '../../../lib/toast/toast';
import { CopyField } from '../../common/components/copy-field';
import { RecordState } from '../../common/components/record-state';
import { PageHeader } from '../../common/components/page-header';
import { ReportView } from '../../campaigns/components/report-view';
import { useTask, useTaskActions, useTaskReport } from '../hooks/use-tasks';
import { scheduleText } from '../schedule-text';
import { TaskStatusBadge } from './tasks-table';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text data-testid={testId}>{value}</Text>
    </div>
  );
}

// /user/task/{id} and /user/task/v1/{id}: what the task sends, when, its actions and its report.
export function TaskDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const task = useTask(id);
  const report = useTaskReport(id);
  const { status, remove, runNow } = useTaskActions();
  if (!task.data) return <RecordState query={task} title={t('pages.task_detail')} listPath="/user/tasks" />;
  const data = task.data;
  const onDelete = async () => {
    if (!(await confirmIrreversible())) return;
    remove.mutate(id, {
      onSuccess: () => {
        showToast(t('tasks.deleted'), 'success');
        void navigate('/user/tasks');
      },
    });
  };
  // Sending now reaches the task's whole audience at once: asked first, like the other sends.
  const onRunNow = async () => {
    if (!(await confirmIrreversible(t('tasks.run_now_confirm')))) return;
    runNow.mutate(id, {
      onSuccess: () => showToast(t('messages.queued'), 'success'),
      onError: (error) => void showSendRefusal(error, data.channel, navigate),
    });
  };
  return (
    <Stack gap="md">
      <PageHeader
        title={data.title}
        description={
          <Anchor component={Link} to={`/user/campaign/report/${data.campaignId}`} data-testid="task-campaign-link">
            {data.campaignName}
          </Anchor>
        }
        actions={
          <Group gap="xs">
            <TaskStatusBadge task={data} />
            <Button
              variant="default"
              onClick={() => status.mutate({ id, status: data.status === 'active' ? 'passive' : 'active' })}
              data-testid="task-toggle"
            >
              {data.status === 'active' ? t('tasks.passivate') : t('tasks.activate')}
            </Button>
            <Button variant="default" onClick={() => void onRunNow()} data-testid="task-run-now">
              {t('tasks.run_now')}
            </Button>
            <Button variant="default" component={Link} to={`/user/task-wizard?task=${id}`}>
              {t('common.edit')}
            </Button>
            <Button variant="default" component={Link} to={`/user/task/log/${id}`} data-testid="task-log-link">
              {t('pages.task_log')}
            </Button>
            <Button variant="default" component={Link} to={`/user/task/triggers/${id}`}>
              {t('pages.task_triggers')}
            </Button>
            <Button color="red" variant="light" onClick={() => void onDelete()}>
              {t('common.delete')}
            </Button>
          </Group>
        }
      />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label={t('tasks.channel')} value={t(`tasks.channels.${data.channel}`)} />
          <Fact
            label={t('tasks.audience')}
            value={data.audience.kind === 'all' ? t('tasks.all_members') : (data.segmentName ?? '-')}
          />
          <Fact label={t('tasks.schedule')} value={scheduleText(t, data.schedule)} testId="task-schedule" />
          <Fact label={t('tasks.timezone')} value={data.timezone} />
          {/* On the account's clock, as the schedule is set (not the browser's zone). */}
          <Fact
            label={t('tasks.next_run')}
            value={formatZonedDateTime(data.nextRunAt, data.timezone)}
            testId="task-next-run"
          />
          <Fact label={t('tasks.last_run')} value={formatZonedDateTime(data.lastRunAt, data.timezone)} />
          <Fact label={t('tasks.run_count')} value={String(data.runCount)} testId="task-run-count" />
          <Fact label={t('tasks.requeue_count')} value={String(data.requeueCount)} />
          <Fact
            label={t('tasks.subject')}
            value={data.content.languages[data.content.defaultLanguage]?.subject ?? '-'}
          />
        </SimpleGrid>
        {data.webhookUrl ? (
          <Stack gap={4} mt="md">
            <Text size="xs" c="dimmed">
              {t('tasks.webhook_url')}
            </Text>
            <CopyField value={data.webhookUrl} testId="task-webhook-url" />
          </Stack>
        ) : null}
      </Paper>
      {report.data ? <ReportView report={report.data} charts /> : null}
    </Stack>
  );
}
