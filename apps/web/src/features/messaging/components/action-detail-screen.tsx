import { Alert, Anchor, Grid, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZChannel } from '@ulak/shared/messaging/channels';
import { formatDateTime, formatText } from '../../../lib/format';
import { EmptyState } from '../../common/components/empty-state';
import { RecordState } from '../../common/components/record-state';
import { PageHeader } from '../../common/components/page-header';
import { RenderedContent } from '../../templates/components/template-preview';
import { useAction, useRenderedMessage } from '../hooks/use-messaging';
import type { TMessageDetail } from '../types';
import { MessageStatusBadge, useReasonText } from './message-status-badge';
import { MessageTimeline } from './message-timeline';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" style={{ wordBreak: 'break-all' }}>
        {children}
      </Text>
    </Stack>
  );
}

// The send's content rendered for this message's member and language (no tracking links: not a send).
function MessageContent({ message }: { message: TMessageDetail }) {
  const content = message.content ?? null;
  const channel = ZChannel.safeParse(message.channel).data ?? null;
  const rendered = useRenderedMessage(message, channel);
  if (content === null || channel === null) return <EmptyState titleKey="empty.nothing_to_show" />;
  if (rendered.isPending) return <Skeleton h={160} />;
  if (rendered.isError) return <EmptyState titleKey="dialog.error_title" descriptionKey="dialog.system_error" />;
  return (
    <Paper withBorder radius="md" p="md">
      <RenderedContent rendered={rendered.data} testId="message-content" />
    </Paper>
  );
}

function ActionBody({ message }: { message: TMessageDetail }) {
  const { t } = useTranslation();
  const reason = useReasonText()(message);
  return (
    <Stack gap="md">
      {reason ? (
        <Alert color={message.status === 'waiting' ? 'yellow' : 'red'} title={t('messaging.reason')}>
          <Text size="sm" data-testid="action-reason">
            {reason}
          </Text>
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="lg" data-testid="action-fields">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <Field label={t('messaging.status')}>
            <MessageStatusBadge message={message} />
          </Field>
          <Field label={t('messaging.channel')}>{t(`messaging.channels.${message.channel}`)}</Field>
          <Field label={t('messaging.source')}>
            {t(`messaging.sources.${message.source_type}`, { defaultValue: message.source_type })}
          </Field>
          <Field label={t('messaging.recipient')}>
            {message.member_id !== null ? (
              <Anchor component={Link} to={`/user/member/${message.member_id}`} data-testid="action-member-link">
                {formatText(message.address ?? `#${message.member_id}`)}
              </Anchor>
            ) : (
              formatText(message.address)
            )}
          </Field>
          <Field label={t('messaging.language')}>
            {message.language ? t(`languages.${message.language}`, { defaultValue: message.language }) : '-'}
          </Field>
          <Field label={t('messaging.attempts')}>{String(message.attempts)}</Field>
          <Field label={t('messaging.created_at')}>{formatDateTime(message.created_at)}</Field>
          <Field label={t('messaging.sent_at')}>{formatDateTime(message.sent_at)}</Field>
          {message.status === 'waiting' ? (
            <Field label={t('sendRules.due_at')}>
              <span data-testid="action-due-at">{formatDateTime(message.next_attempt_at)}</span>
            </Field>
          ) : null}
          <Field label={t('messaging.run')}>
            <Anchor component={Link} to={`/user/actions?run=${message.run_id}`}>
              #{message.run_id}
            </Anchor>
          </Field>
        </SimpleGrid>
      </Paper>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Title order={2} fz="h4" mb="sm">
            {t('messaging.timeline')}
          </Title>
          <MessageTimeline message={message} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Title order={2} fz="h4" mb="sm">
            {t('messaging.content_title')}
          </Title>
          <MessageContent message={message} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

// /user/actions/detail/{id}: one message, its timeline, content, reason and member.
export function ActionDetailScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const action = useAction(id);
  const back = (
    <Anchor component={Link} to="/user/actions">
      {t('pages.action_logs')}
    </Anchor>
  );
  if (!action.data) return <RecordState query={action} title={t('pages.action_detail')} listPath="/user/actions" />;
  return (
    <Stack gap="md">
      <PageHeader title={`${t('pages.action_detail')} #${action.data.id}`} actions={back} />
      <ActionBody message={action.data} />
    </Stack>
  );
}
