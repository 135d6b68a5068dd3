import { SegmentedChoice } from '../../common/components/segmented-choice';

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

// The channels a shop owner picks between on the direct send and direct messages screens; the
// older type names (push, segment, tag) stay reachable by address and show as web push.
const SWITCH_TYPES = ['email', 'sms', 'whatsapp', 'web_push', 'mobile_push'] as const;
const SHOWN_AS: Record<string, string> = { push: 'web_push', segment: 'web_push', tag: 'web_push' };

export function DirectTypeSwitch({ type, screen }: { type: string; screen: 'send' | 'messages' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <SegmentedChoice
      data={SWITCH_TYPES.map((value) => ({ value, label: t(`sending_types.${value}`) }))}
      value={SHOWN_AS[type] ?? type}
      onChange={(value) => void navigate(`/user/direct/${screen}/${value}`)}
      data-testid="direct-type-switch"
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
