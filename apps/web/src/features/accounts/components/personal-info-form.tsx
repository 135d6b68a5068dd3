import { Anchor, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ZUpdateProfileInput, type TUserProfile } from '@ulak/shared/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showToast } from '../../../lib/toast/toast';
import { useUpdateProfile } from '../hooks/use-profile';

type TDraft = { name: string; surname: string; phone: string };
type TErrors = Partial<Record<keyof TDraft, string>>;

export function PersonalInfoForm({ profile }: { profile: TUserProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [draft, setDraft] = useState<TDraft>({
    name: profile.name,
    surname: profile.surname,
    phone: profile.phone ?? '',
  });
  const [errors, setErrors] = useState<TErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZUpdateProfileInput.safeParse(draft);
    if (!parsed.success) {
      const found: TErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof TDraft | undefined;
        if (key && !found[key]) found[key] = issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    update.mutate(parsed.data, { onSuccess: () => showToast(t('messages.settings_saved'), 'success') });
  };

  const bind = (key: keyof TDraft) => ({
    name: key,
    value: draft[key],
    error: errors[key] ? t(errors[key]) : undefined,
    onChange: (event: { currentTarget: { value: string } }) => setDraft({ ...draft, [key]: event.currentTarget.value }),
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="personal-info-form">
      <Stack gap="md" maw={560}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('auth.name')} {...bind('name')} />
          <TextInput label={t('auth.surname')} {...bind('surname')} />
        </SimpleGrid>
        <TextInput label={t('auth.phone')} type="tel" {...bind('phone')} />
        <TextInput label={t('auth.email')} value={profile.email} readOnly disabled />
        <TextInput
          label={t('accountZone.label')}
          description={t('accountZone.hint')}
          value={profile.timezone}
          readOnly
          disabled
          data-testid="profile-timezone"
        />
        <Anchor component={Link} to="/user/settings/sending?tab=rules" size="sm">
          {t('accountZone.change')}
        </Anchor>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
