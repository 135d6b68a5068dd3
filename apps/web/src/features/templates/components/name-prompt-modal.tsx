import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm, type TSchema } from '../../../lib/forms/schema-form';

// Asks for one name, checked by the shared schema of the request it goes into (a template's, a saved block's
// name: at least two letters): renaming a template, naming a saved block.
export function NamePromptModal({
  opened,
  title,
  label,
  schema,
  initial = '',
  saving,
  onSave,
  onClose,
  testId,
}: {
  opened: boolean;
  title: string;
  label: string;
  schema: TSchema<{ name: string }>;
  initial?: string;
  saving: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  // Checked as typed, and saving waits for a valid name, as a one-field prompt reads best.
  const form = useSchemaForm({ schema, initialValues: { name: initial }, validateInputOnChange: true });
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} title={title}>
      <form onSubmit={form.onSubmit(({ name }) => onSave(name))} noValidate>
        <Stack>
          <TextInput label={label} {...form.getInputProps('name')} data-testid={`${testId}-input`} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!form.isValid()} loading={saving} data-testid={`${testId}-save`}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
