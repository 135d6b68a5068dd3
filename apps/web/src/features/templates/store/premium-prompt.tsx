import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FeatureTrialPrompt } from '../../billing/components/trial-prompt';

// SPEC §4 unpurchased features: the 15-day trial of premium templates starts here, or a package is bought.
export function PremiumPrompt({
  opened,
  onClose,
  onStarted,
}: {
  opened: boolean;
  onClose: () => void;
  onStarted: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('email_templates.premium.title')}
      data-testid="premium-prompt"
    >
      <Stack>
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" color="yellow" variant="light">
            <IconCrown size={22} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text>{t('email_templates.premium.body')}</Text>
          </Stack>
        </Group>
        <FeatureTrialPrompt feature="premium_templates" onStarted={onStarted} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('email_templates.premium.later')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
