import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

// SPEC §4 unpurchased features: a prompt offering the 15-day trial or a purchase; both are taken on
// the packages screen.
export function PremiumPrompt({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title={t('email_templates.premium.title')} data-testid="premium-prompt">
      <Stack>
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" color="yellow" variant="light">
            <IconCrown size={22} />
          </ThemeIcon>
          <Stack gap={4}>
            <Text>{t('email_templates.premium.body')}</Text>
            <Text size="sm" c="dimmed">
              {t('email_templates.premium.trial', { days: 15 })}
            </Text>
          </Stack>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('email_templates.premium.later')}
          </Button>
          <Button onClick={() => void navigate('/user/packet')} data-testid="premium-packages">
            {t('email_templates.premium.packages')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
