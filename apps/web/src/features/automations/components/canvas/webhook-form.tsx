import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TWebhookNode, TWorkflowNode } from '@ulak/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../../lib/dialogs/confirm';
import { CopyField } from '../../../common/components/copy-field';
import { useWebhookSecret } from '../../hooks/use-automations';

// The outgoing webhook step: the merchant's URL, and the workflow's signing key to verify calls with
// (shown on request; a new key replaces the old one at once).
export function WebhookForm({
  node,
  set,
  workflowId,
}: {
  node: TWebhookNode;
  set: (n: TWorkflowNode) => void;
  workflowId: number | null;
}) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState<string | null>(null);
  const show = useWebhookSecret(workflowId ?? 0, (shown) => setSecret(shown.secret));
  const rotate = async () => {
    if (!(await confirmIrreversible(t('automations.webhook.rotate_confirm')))) return;
    show.mutate(true);
  };
  return (
    <Stack gap="xs">
      <TextInput
        label={t('automations.webhook.url')}
        description={t('automations.webhook.url_help')}
        placeholder="https://"
        value={node.url}
        onChange={(e) => set({ ...node, url: e.currentTarget.value })}
        data-testid="webhook-url"
      />
      <Text size="xs" c="gray.7">
        {t('automations.webhook.signature_help')}
      </Text>
      {workflowId !== null ? (
        <>
          {secret ? <CopyField value={secret} testId="webhook-secret" /> : null}
          <Group gap="xs">
            {secret ? null : (
              <Button
                size="xs"
                variant="default"
                loading={show.isPending}
                onClick={() => show.mutate(false)}
                data-testid="webhook-secret-show"
              >
                {t('automations.webhook.show_secret')}
              </Button>
            )}
            <Button size="xs" variant="subtle" color="red.8" onClick={() => void rotate()}>
              {t('automations.webhook.rotate')}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
