import { Alert, Button, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TImportKind } from '@ulak/shared/audience';
import { useTranslation } from 'react-i18next';
import { useDownloadRejected, useImportJob } from '../../hooks/use-member-import';
import { importProgress, isImportFinished } from '../../import-mapping';
import type { TMemberImport } from '../../import-types';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fz={24} fw={700} data-testid={testId}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

export function ImportProgressStep({
  kind,
  jobId,
  onClose,
}: {
  kind: TImportKind;
  jobId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useImportJob(kind, jobId);
  const rejected = useDownloadRejected(kind);
  const job: TMemberImport | undefined = query.data;
  if (!job) return <Progress value={0} animated aria-label={t('imports.progress_label')} />;
  const finished = isImportFinished(job);
  const percent = importProgress(job);
  return (
    <Stack gap="md" data-testid="import-progress" data-status={job.status}>
      <Text size="sm">{t(`imports.statuses.${job.status}`, { defaultValue: job.status })}</Text>
      <Progress
        value={percent}
        aria-label={t('imports.progress_label')}
        animated={!finished}
        size="lg"
        color={job.status === 'failed' ? 'red' : undefined}
      />
      <Text size="xs" c="dimmed">
        {t('imports.processed', { done: job.processed_rows, total: job.total_rows })}
      </Text>
      {job.status === 'failed' ? <Alert color="red">{t(job.error ?? 'dialog.system_error')}</Alert> : null}
      {job.status === 'done' ? (
        <SimpleGrid cols={4} data-testid="import-result">
          <Figure label={t('imports.inserted')} value={job.inserted_rows} testId="import-inserted" />
          <Figure label={t('imports.updated')} value={job.updated_rows} testId="import-updated" />
          <Figure label={t('imports.rejected')} value={job.rejected_rows} testId="import-rejected" />
          <Figure label={t('imports.passive')} value={job.passive_rows} testId="import-passive" />
        </SimpleGrid>
      ) : null}
      <Group justify="flex-end">
        {job.status === 'done' && job.rejected_rows > 0 ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconDownload size={16} />}
            loading={rejected.isPending}
            onClick={() => rejected.mutate(job.id)}
            data-testid="import-rejected-report"
          >
            {t('imports.rejected_report')}
          </Button>
        ) : null}
        <Button variant={finished ? 'filled' : 'default'} onClick={onClose}>
          {t('common.close')}
        </Button>
      </Group>
    </Stack>
  );
}
