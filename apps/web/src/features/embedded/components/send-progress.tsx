import { Alert, Anchor, Badge, Button, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSendRunOutcomes, TSendRunView } from '@ulak/shared/messaging/send-runs';
import { apiErrorText } from '../../../lib/api/error-text';
import { isRunActive } from '../../messaging/hooks/use-messaging';
import { useSendRun } from '../hooks/use-embedded';
import { sendProgress, type TSendLinks } from '../quick-send';
import { formatCount } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n/i18n';

export const OUTCOME_KEYS: (keyof TSendRunOutcomes)[] = ['sent', 'delivered', 'opened', 'clicked', 'failed', 'bounced'];

export function OutcomeFigures({ run, testId }: { run: TSendRunView; testId: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 3, sm: 6 }} data-testid={testId}>
      {OUTCOME_KEYS.map((key) => (
        <Stack key={key} gap={0}>
          <Text size="xs" c="dimmed">
            {t(`log_summary.outcomes.${key}`)}
          </Text>
          <Text fw={700} fz="lg" data-testid={`${testId}-${key}`}>
            {formatCount(run.outcomes[key], currentLanguage())}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

// After the send: its progress while messages go out, then what happened to them.
export function SendProgress({ runId, links, onAgain }: { runId: number; links: TSendLinks; onAgain: () => void }) {
  const { t } = useTranslation();
  const run = useSendRun(runId);
  if (run.isError) {
    return (
      <Alert color="red" data-testid="send-progress-error">
        {apiErrorText(run.error, t)}
      </Alert>
    );
  }
  const data = run.data;
  const active = !data || isRunActive(data);
  const progress = data ? sendProgress(data) : 0;
  return (
    <Alert
      color={active ? 'blue' : 'teal'}
      icon={active ? undefined : <IconCircleCheck size={18} />}
      title={active ? t('embedded.send.in_progress') : t('embedded.send.done')}
      data-testid="send-progress"
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm" data-testid="send-progress-total">
            {t('embedded.send.recipients', { count: data?.total ?? 0 })}
          </Text>
          {data ? (
            <Badge variant="light" color={active ? 'blue' : 'teal'} data-testid="send-progress-status">
              {t(`messaging.run_statuses.${data.status}`, { defaultValue: data.status })}
            </Badge>
          ) : null}
        </Group>
        <Progress value={progress} animated={active} striped={active} aria-label={`${progress}%`} />
        {data ? <OutcomeFigures run={data} testId="send-result" /> : null}
        <Group>
          <Button variant="light" onClick={onAgain} data-testid="send-again">
            {t('embedded.send.again')}
          </Button>
          {links.detail ? (
            <Anchor component={Link} to={links.detail(runId)} size="sm" data-testid="send-detail-link">
              {t('embedded.send.see_report')}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}
