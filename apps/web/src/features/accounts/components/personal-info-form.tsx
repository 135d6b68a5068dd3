import { Anchor, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ZUpdateProfileInput, type TUserProfile } from '@ulak/shared/auth';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { useUpdateProfile } from '../hooks/use-profile';

export function PersonalInfoForm({ profile }: { profile: TUserProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useSchemaForm({
    schema: ZUpdateProfileInput,
    initialValues: { name: profile.name, surname: profile.surname, phone: profile.phone ?? '' },
  });
  const onSubmit = form.onSubmit((input) =>
    update.mutate(input, { onSuccess: () => showToast(t('messages.settings_saved'), 'success') }),
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="personal-info-form">
      <Stack gap="md" maw={560}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('auth.name')} name="name" {...form.getInputProps('name')} />
          <TextInput label={t('auth.surname')} name="surname" {...form.getInputProps('surname')} />
        </SimpleGrid>
        <TextInput label={t('auth.phone')} type="tel" name="phone" {...form.getInputProps('phone')} />
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
