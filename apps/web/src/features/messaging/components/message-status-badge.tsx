import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS, shownStatus } from '../message-stats';
import type { TActionLog } from '../types';

// The reason a message was not sent, in the interface language when its code is known; texts of codes
// whose detail comes from the provider (an SMTP answer, a template error) carry it as {{reason}}.
export function useReasonText() {
  const { t } = useTranslation();
  return (message: Pick<TActionLog, 'reason_code' | 'reason'>): string | null => {
    if (!message.reason && !message.reason_code) return null;
    if (!message.reason_code) return message.reason;
    const reason = message.reason ?? message.reason_code;
    return t(`messaging.reasons.${message.reason_code}`, { reason, defaultValue: reason });
  };
}

export function MessageStatusBadge({ message }: { message: Pick<TActionLog, 'status' | 'reason_code' | 'reason'> }) {
  const { t } = useTranslation();
  const reason = useReasonText()(message);
  const status = shownStatus(message.status);
  const badge = (
    <Badge color={STATUS_COLORS[status].replace('.6', '')} variant="light" data-testid="message-status">
      {t(`messaging.statuses.${status}`)}
    </Badge>
  );
  return reason ? (
    <Tooltip label={reason} multiline maw={360}>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
