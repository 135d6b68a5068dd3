import { Button, Divider, Drawer, Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { GENDERS, ZMemberInput } from '@ulak/shared/audience';
import { MESSAGE_LANGUAGES } from '@ulak/shared/locales';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, type TFieldErrors } from '../../../lib/forms/field-errors';
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
  const [draft, setDraft] = useState<TMemberDraft>(() => memberToDraft(member));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const set = (patch: Partial<TMemberDraft>) => setDraft({ ...draft, ...patch });
  const errorOf = (key: string) => (errors[key] ? t(errors[key]) : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZMemberInput.safeParse(draftToInput(draft));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    save.mutate(
      { id: member?.id ?? null, body: parsed.data },
      {
        onSuccess: () => {
          showToast(t(member ? 'members.updated' : 'members.created'), 'success');
          onClose();
        },
      },
    );
  };
  const text = (key: (typeof MEMBER_TEXT_FIELDS)[number] | (typeof MEMBER_ADDRESS_FIELDS)[number]) => (
    <TextInput
      key={key}
      label={t(`members.fields.${key}`)}
      name={key}
      type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
      value={draft[key]}
      error={errorOf(key)}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
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
              value={draft.gender}
              clearable
              onChange={(gender) => set({ gender })}
              data-testid="member-gender"
            />
            <DateInput
              label={t('members.fields.birthDate')}
              value={draft.birthDate}
              valueFormat="DD-MM-YYYY"
              clearable
              minDate="1900-01-01"
              maxDate={new Date()}
              error={errorOf('birthDate')}
              onChange={(birthDate) => set({ birthDate })}
            />
            <Select
              label={t('members.fields.language')}
              data={MESSAGE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
              value={draft.language}
              allowDeselect={false}
              searchable
              onChange={(language) => set({ language: language ?? 'tr' })}
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
                checked={draft[key]}
                onChange={(e) => set({ [key]: e.currentTarget.checked })}
                data-testid={`member-toggle-${key}`}
              />
            ))}
          </SimpleGrid>
          <Textarea
            label={t('members.fields.notes')}
            value={draft.notes}
            autosize
            minRows={3}
            error={errorOf('notes')}
            onChange={(e) => set({ notes: e.currentTarget.value })}
          />
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
