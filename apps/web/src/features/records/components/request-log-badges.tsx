import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRequestLog } from '../types';

// 'processed' or a dead letter ('failed', with the drain's error on hover).
export function RequestLogStatus({ log }: { log: Pick<TRequestLog, 'status' | 'error'> }) {
  const { t } = useTranslation();
  const badge = (
    <Badge color={log.status === 'failed' ? 'red' : 'teal'} variant="light" data-testid="request-log-status">
      {t(`records.log_statuses.${log.status}`)}
    </Badge>
  );
  return log.status === 'failed' && log.error ? (
    <Tooltip label={log.error} multiline maw={360}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
