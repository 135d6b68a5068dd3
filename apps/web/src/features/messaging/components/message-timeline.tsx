import { Text, Timeline } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconCheck,
  IconClick,
  IconClock,
  IconEye,
  IconMailForward,
  IconRefresh,
  IconUserOff,
  IconX,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { TMessageDetail } from '../types';

const ICONS: Record<string, ComponentType<{ size?: number }>> = {
  queued: IconClock,
  blocked: IconBan,
  accepted: IconMailForward,
  retry: IconRefresh,
  failed: IconX,
  delivered: IconCheck,
  open: IconEye,
  click: IconClick,
  bounce: IconAlertTriangle,
  complaint: IconAlertTriangle,
  unsubscribe: IconUserOff,
};

function detailText(detail: unknown): string | null {
  if (detail === null || detail === undefined) return null;
  if (typeof detail === 'string') return detail;
  if (typeof detail === 'object' && 'reason' in detail && typeof detail.reason === 'string') return detail.reason;
  return typeof detail === 'object' && Object.keys(detail).length === 0 ? null : JSON.stringify(detail);
}

// What happened to one message, oldest first: queued, sent, delivered, opened, clicked, bounced...
export function MessageTimeline({ message }: { message: TMessageDetail }) {
  const { t } = useTranslation();
  // Fan-out writes no event per message: its creation is the 'queued' moment.
  const queued = { id: 0, type: 'queued', url: null, detail: null, occurred_at: message.created_at };
  const events = message.events.some((e) => e.type === 'queued') ? message.events : [queued, ...message.events];
  return (
    <Timeline active={events.length - 1} bulletSize={26} lineWidth={2} data-testid="message-timeline">
      {events.map((event) => {
        const Icon = ICONS[event.type] ?? IconClock;
        const detail = detailText(event.detail);
        return (
          <Timeline.Item
            key={`${event.id}-${event.type}`}
            bullet={<Icon size={14} />}
            title={t(`messaging.events.${event.type}`, { defaultValue: event.type })}
            data-testid={`timeline-${event.type}`}
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(event.occurred_at)}
            </Text>
            {event.url ? (
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {event.url}
              </Text>
            ) : null}
            {detail ? (
              <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
                {detail}
              </Text>
            ) : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
