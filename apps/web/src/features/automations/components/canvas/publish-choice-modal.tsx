import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IN_FLIGHT_CHOICES, type TInFlightChoice } from '@ulak/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// Publishing a new version while members are inside: they finish on their version (the default), or move
// to the new one (onto the step with the same id; out of the journey where the new version has none).
export function PublishChoiceModal({
  opened,
  inProgress,
  loading,
  onClose,
  onPublish,
}: {
  opened: boolean;
  inProgress: number;
  loading: boolean;
  onClose: () => void;
  onPublish: (choice: TInFlightChoice) => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<TInFlightChoice>('finish');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('automations.publish.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('automations.publish.members_inside', { count: inProgress })}</Text>
        <Radio.Group value={choice} onChange={(v) => setChoice(v as TInFlightChoice)}>
          <Stack gap="sm">
            {IN_FLIGHT_CHOICES.map((c) => (
              <Radio
                key={c}
                value={c}
                label={t(`automations.publish.${c}`)}
                description={t(`automations.publish.${c}_help`)}
                data-testid={`publish-${c}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="indigo.8" loading={loading} onClick={() => onPublish(choice)} data-testid="publish-confirm">
            {t('automations.publish.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
