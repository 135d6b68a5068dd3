import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// Asks for one name (at least two letters): renaming a template, naming a saved block.
export function NamePromptModal({
  opened,
  title,
  label,
  initial = '',
  saving,
  onSave,
  onClose,
  testId,
}: {
  opened: boolean;
  title: string;
  label: string;
  initial?: string;
  saving: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const valid = name.trim().length >= 2;
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onSave(name.trim());
        }}
      >
        <Stack>
          <TextInput
            label={label}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={name.length > 0 && !valid ? t('validation.name_min') : undefined}
            data-testid={`${testId}-input`}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={saving} data-testid={`${testId}-save`}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
