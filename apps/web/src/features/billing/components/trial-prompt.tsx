import { Alert, Button, Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { usePackets, useStartTrial } from '../hooks/use-billing';

// Shown on a screen whose feature the plan lacks (SPEC §4): start the 15-day trial or buy a packet.
// Renders nothing while the feature is included or its trial runs.
export function FeatureTrialPrompt({ feature, onStarted }: { feature: string; onStarted?: () => void }) {
  const { t } = useTranslation();
  const packets = usePackets();
  const start = useStartTrial();
  if (!packets.data || packets.data.features.includes(feature)) return null;
  const used = packets.data.trials.some((tr) => tr.feature === feature);
  return (
    <Alert color="violet" icon={<IconSparkles size={18} />} title={t('billing.trial_title')} data-testid="trial-prompt">
      <Text size="sm" mb="sm">
        {t(used ? 'billing.trial_used' : 'billing.trial_text', { feature: t(`billing.features.${feature}`) })}
      </Text>
      <Group>
        {used ? null : (
          <Button
            size="xs"
            loading={start.isPending}
            onClick={() =>
              start.mutate(feature, {
                onSuccess: (r) => {
                  showToast(t('billing.trial_started', { date: formatDate(r.endsAt) }), 'success');
                  onStarted?.();
                },
              })
            }
          >
            {t('billing.start_trial')}
          </Button>
        )}
        <Button size="xs" variant="default" component={Link} to="/user/packet">
          {t('billing.buy_packet')}
        </Button>
      </Group>
    </Alert>
  );
}
