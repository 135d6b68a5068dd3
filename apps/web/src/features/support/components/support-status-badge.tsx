import { Badge } from '@mantine/core';
import type { TSupportRequestStatus } from '@ulak/shared/support';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TSupportRequestStatus, string> = { open: 'blue', in_progress: 'yellow', closed: 'gray' };

export function SupportStatusBadge({ status }: { status: TSupportRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light" data-testid="support-status">
      {t(`support.statuses.${status}`)}
    </Badge>
  );
}
