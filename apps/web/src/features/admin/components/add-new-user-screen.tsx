import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ADMIN_PLAN_CHOICES, ZAddMerchantInput, type TAdminPlanChoice } from '@ulak/shared/admin-area';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { FormAlert } from '../../common/components/form-alert';
import { PageHeader } from '../../common/components/page-header';
import { useAddMerchant } from '../hooks/use-admin';

const EMPTY = { name: '', surname: '', phone: '', email: '', accountName: '', plan: 'free' as TAdminPlanChoice };

// Add new user: a merchant account with its owner; the owner chooses a password from the welcome mail.
export function AddNewUserScreen() {
  const { t } = useTranslation();
  const add = useAddMerchant();
  const form = useSchemaForm({ schema: ZAddMerchantInput, initialValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const field = (key: keyof typeof EMPTY) => ({ name: key, ...form.getInputProps(key) });

  const onSubmit = form.onSubmit((input) => {
    setCreated(null);
    setFailure(null);
    add.mutate(input, {
      onSuccess: () => {
        setCreated(input.email);
        form.reset();
      },
      onError: (error) => {
        if (!showServerErrors(form, error)) setFailure(error.message);
      },
    });
  });

  return (
    <Stack gap="md" maw={820}>
      <PageHeader title={t('pages.admin_add_new_user')} description={t('admin_area.add_user.description')} />
      {created ? (
        <Alert color="green" data-testid="add-user-success">
          {t('admin_area.add_user.created', { email: created })}
        </Alert>
      ) : null}
      <Paper withBorder p="md" radius="md">
        <form onSubmit={onSubmit} noValidate data-testid="add-user-form">
          <Stack gap="sm">
            <FormAlert message={failure} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('auth.name')} required {...field('name')} />
              <TextInput label={t('auth.surname')} required {...field('surname')} />
              <TextInput label={t('auth.email')} type="email" required {...field('email')} />
              <TextInput
                label={t('auth.phone')}
                type="tel"
                placeholder="+90 5xx xxx xx xx"
                required
                {...field('phone')}
              />
              <TextInput label={t('admin_area.add_user.account_name')} {...field('accountName')} />
              <Select
                label={t('admin_area.accounts.plan')}
                allowDeselect={false}
                {...form.getInputProps('plan')}
                data={ADMIN_PLAN_CHOICES.map((value) => ({ value, label: t(`admin_area.plans.${value}`) }))}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending} data-testid="add-user-submit">
                {t('admin_area.add_user.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
