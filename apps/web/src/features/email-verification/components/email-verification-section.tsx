import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import { IconMailCheck } from '@tabler/icons-react';
import { EMAIL_VERIFICATION_STATUSES, type TEmailVerificationStatus } from '@ulak/shared/audience-keys';
import type { TEmailVerificationOverview } from '@ulak/shared/email-verification';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showDialog } from '../../../lib/dialogs/app-dialog';
import { formatCount, formatDateTimeShort } from '../../../lib/format';
import { ListPager } from '../../common/components/list-pager';
import { LoadingScreen } from '../../common/components/loading-screen';
import {
  useEmailVerification,
  useEmailVerificationResults,
  useStartEmailVerification,
} from '../hooks/use-email-verification';
import { currentLanguage } from '../../../lib/i18n/i18n';

const COLORS: Record<TEmailVerificationStatus, string> = { verified: 'teal', risky: 'yellow', invalid: 'red' };

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('email_verification.load_failed')}>
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('email_verification.retry')}
      </Button>
    </Alert>
  );
}

function RunProgress({ overview }: { overview: TEmailVerificationOverview }) {
  const { t } = useTranslation();
  const run = overview.latestRun;
  if (!run) return null;
  const percent = run.total === 0 ? 100 : Math.round((run.processed / run.total) * 100);
  return (
    <Stack gap={4} data-testid="email-verification-run">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t(`email_verification.run_state.${run.state}`)}
          {run.stoppedReason === 'quota' ? ` · ${t('email_verification.stopped_quota')}` : ''}
        </Text>
        <Text size="sm" c="dimmed" data-testid="email-verification-progress">
          {t('email_verification.progress', { processed: run.processed, total: run.total })}
        </Text>
      </Group>
      <Progress
        value={percent}
        aria-label={t('email_verification.progress_label')}
        animated={run.state === 'running'}
      />
    </Stack>
  );
}

function Results({ status, version }: { status: TEmailVerificationStatus; version: string }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const results = useEmailVerificationResults({ status, ...paging }, version, true);
  if (results.isPending) return <LoadingScreen />;
  if (results.isError) return <LoadFailed onRetry={() => void results.refetch()} />;
  if (results.data.data.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="email-verification-results-empty">
        {t('email_verification.no_results')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={520}>
        <Table striped data-testid="email-verification-results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('email_verification.email')}</Table.Th>
              <Table.Th>{t('email_verification.reason')}</Table.Th>
              <Table.Th>{t('email_verification.checked_at')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.data.data.map((r) => (
              <Table.Tr key={r.memberId}>
                <Table.Td>
                  <Anchor component={Link} to={`/user/member/${r.memberId}`}>
                    {r.email}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t(`email_verification.reasons.${r.reason}`)}</Table.Td>
                <Table.Td>{formatDateTimeShort(r.checkedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager page={paging.page} perPage={paging.perPage} total={results.data.meta.total} onChange={setPaging} />
    </Stack>
  );
}

// The members area's email verification, opened on demand (its counts read every member): the packet
// left, every member's class, starting a run and its progress, and the addresses of a class with the
// reason that decided it.
export function EmailVerificationSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" data-testid="email-verification">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <IconMailCheck size={20} aria-hidden />
            <Title order={2} fz="h4">
              {t('email_verification.title')}
            </Title>
          </Group>
          <Button
            variant="subtle"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            data-testid="email-verification-toggle"
          >
            {open ? t('email_verification.hide') : t('email_verification.show')}
          </Button>
        </Group>
        {open ? <VerificationPanel /> : null}
      </Stack>
    </Paper>
  );
}

function VerificationPanel() {
  const { t } = useTranslation();
  const overview = useEmailVerification(true);
  const start = useStartEmailVerification();
  const [status, setStatus] = useState<TEmailVerificationStatus>('invalid');
  if (overview.isPending) return <LoadingScreen />;
  if (overview.isError) return <LoadFailed onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const running = data.latestRun?.state === 'running';
  const onStart = async () => {
    const answer = await showDialog({
      variant: 'warning',
      title: t('email_verification.confirm_title'),
      message: t('email_verification.confirm_body', {
        count: data.counts.unchecked + data.counts.verified + data.counts.risky + data.counts.invalid,
      }),
      confirmLabel: t('email_verification.start'),
      cancelLabel: t('common.cancel'),
      testId: 'email-verification-confirm',
    });
    if (answer === 'confirm') start.mutate();
  };
  const version = `${data.latestRun?.id ?? 0}:${data.latestRun?.processed ?? 0}:${data.counts.unchecked}`;
  return (
    <Stack gap="sm">
      <Group justify="flex-end" wrap="wrap">
        <Group gap="sm">
          <Text size="sm" c="dimmed" data-testid="email-verification-quota">
            {data.remaining === null
              ? t('email_verification.quota_unlimited')
              : t('email_verification.quota_left', { remaining: data.remaining, quota: data.quota ?? 0 })}
          </Text>
          <Button
            onClick={() => void onStart()}
            loading={start.isPending}
            disabled={running}
            data-testid="email-verification-start"
          >
            {t('email_verification.start')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('email_verification.intro')}
      </Text>
      <RunProgress overview={data} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {[...EMAIL_VERIFICATION_STATUSES, 'unchecked' as const].map((key) => (
          <Card key={key} withBorder radius="md" padding="sm">
            <Text size="xs" c="dimmed">
              {t(`email_verification.classes.${key}`)}
            </Text>
            <Text fz={22} fw={700} data-testid={`email-verification-count-${key}`}>
              {formatCount(data.counts[key], currentLanguage())}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <SegmentedChoice
        aria-label={t('email_verification.show_class')}
        data={EMAIL_VERIFICATION_STATUSES.map((s) => ({
          value: s,
          label: t(`email_verification.classes.${s}`),
        }))}
        value={status}
        onChange={(value) => setStatus(value as TEmailVerificationStatus)}
        data-testid="email-verification-class"
      />
      <Group gap="xs">
        <Badge color={COLORS[status]} variant="light">
          {t(`email_verification.classes.${status}`)}
        </Badge>
        <Text size="xs" c="dimmed">
          {t(`email_verification.class_hint.${status}`)}
        </Text>
      </Group>
      <Results key={status} status={status} version={version} />
    </Stack>
  );
}
