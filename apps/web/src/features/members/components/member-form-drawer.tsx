import { Button, Divider, Drawer, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { GENDERS, ZMemberInput } from '@ulak/shared/audience';
import { MESSAGE_LANGUAGES } from '@ulak/shared/locales';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { useSaveMember } from '../hooks/use-members';
import {
  MEMBER_ADDRESS_FIELDS,
  MEMBER_TEXT_FIELDS,
  MEMBER_TOGGLES,
  draftToInput,
  memberToDraft,
  type TMemberDraft,
} from '../member-form';
import type { TMember } from '../types';

// Create or edit a member with every SPEC §3 field; over the package limit the server answers 418
// and the shell shows its warning dialog.
export function MemberFormDrawer({ member, onClose }: { member: TMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveMember();
  const form = useSchemaForm({
    schema: ZMemberInput,
    initialValues: memberToDraft(member),
    toInput: (draft: TMemberDraft) => draftToInput(draft),
  });

  const onSubmit = form.onSubmit((body) =>
    save.mutate(
      { id: member?.id ?? null, body },
      {
        onSuccess: () => {
          showToast(t(member ? 'members.updated' : 'members.created'), 'success');
          onClose();
        },
      },
    ),
  );
  const text = (key: (typeof MEMBER_TEXT_FIELDS)[number] | (typeof MEMBER_ADDRESS_FIELDS)[number]) => (
    <TextInput
      key={key}
      label={t(`members.fields.${key}`)}
      name={key}
      type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
      {...form.getInputProps(key)}
    />
  );

  return (
    <Drawer
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={t(member ? 'members.edit_title' : 'members.create_title')}
    >
      <form onSubmit={onSubmit} noValidate data-testid="member-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {MEMBER_TEXT_FIELDS.map(text)}
            <Select
              label={t('members.fields.gender')}
              data={GENDERS.map((value) => ({ value, label: t(`members.genders.${value}`) }))}
              {...form.getInputProps('gender')}
              clearable
              data-testid="member-gender"
            />
            <DateInput
              label={t('members.fields.birthDate')}
              {...form.getInputProps('birthDate')}
              valueFormat="DD-MM-YYYY"
              clearable
              minDate="1900-01-01"
              maxDate={new Date()}
            />
            <Select
              label={t('members.fields.language')}
              data={MESSAGE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
              {...form.getInputProps('language')}
              allowDeselect={false}
              searchable
            />
          </SimpleGrid>
          <Divider label={t('members.tabs.address')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{MEMBER_ADDRESS_FIELDS.map(text)}</SimpleGrid>
          <Divider label={t('members.permissions_title')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {MEMBER_TOGGLES.map((key) => (
              <Switch
                key={key}
                label={t(`members.fields.${key}`)}
                color={key === 'blocked' ? 'red' : undefined}
                {...form.getInputProps(key, { type: 'checkbox' })}
                data-testid={`member-toggle-${key}`}
              />
            ))}
          </SimpleGrid>
          <Textarea label={t('members.fields.notes')} {...form.getInputProps('notes')} autosize minRows={3} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="member-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
