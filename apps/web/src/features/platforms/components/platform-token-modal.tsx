import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TPlatformApiToken } from '@ulak/shared/platforms';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../common/components/copy-field';

// A new API token is shown once: only its hash is kept on the server.
export function PlatformTokenModal({ token, onClose }: { token: TPlatformApiToken | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={token !== null}
      onClose={onClose}
      title={t('platforms.token_title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Alert color="yellow" data-testid="platform-token-once">
          {t('platforms.token_once')}
        </Alert>
        {token ? <CopyField value={token.token} testId="platform-token" block /> : null}
        <Text size="sm" c="dimmed">
          {t('platforms.token_usage')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="platform-token-close">
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
