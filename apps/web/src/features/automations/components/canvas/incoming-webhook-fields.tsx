import { Button, Group, Stack, Text } from '@mantine/core';
import type { TWebhookSecret } from '@ulak/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../../lib/dialogs/confirm';
import { CopyField } from '../../../common/components/copy-field';
import { useWebhookSecret } from '../../hooks/use-automations';

// The incoming-webhook trigger: the workflow's URL and the secret a caller signs with (or sends as a bearer
// token), shown on request; a new secret replaces the old one at once. A new workflow has no URL until saved.
export function IncomingWebhookFields({ workflowId }: { workflowId: number | null }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<TWebhookSecret | null>(null);
  const show = useWebhookSecret(workflowId ?? 0, setShown);
  const rotate = async () => {
    if (!(await confirmIrreversible(t('automations.incoming.rotate_confirm')))) return;
    show.mutate(true);
  };
  if (workflowId === null)
    return (
      <Text size="sm" c="gray.7">
        {t('automations.incoming.save_first')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="incoming-webhook">
      <Text size="xs" c="gray.7">
        {t('automations.incoming.help')}
      </Text>
      {shown ? (
        <>
          <Text size="sm" fw={500}>
            {t('automations.incoming.url')}
          </Text>
          <CopyField value={shown.incomingUrl} testId="incoming-url" />
          <Text size="sm" fw={500}>
            {t('automations.incoming.secret')}
          </Text>
          <CopyField value={shown.secret} testId="incoming-secret" />
        </>
      ) : null}
      <Group gap="xs">
        {shown ? null : (
          <Button
            size="xs"
            variant="default"
            loading={show.isPending}
            onClick={() => show.mutate(false)}
            data-testid="incoming-show"
          >
            {t('automations.incoming.show')}
          </Button>
        )}
        <Button size="xs" variant="default" onClick={() => void rotate()} data-testid="incoming-rotate">
          {t('automations.incoming.rotate')}
        </Button>
      </Group>
    </Stack>
  );
}
