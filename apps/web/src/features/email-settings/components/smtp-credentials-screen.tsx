import { Alert, Button, Group, NumberInput, Paper, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import {
  SMTP_ENCRYPTIONS,
  ZSmtpCredentialsInput,
  type TSmtpCredentials,
  type TSmtpEncryption,
} from '@ulak/shared/email/email-settings';
import { useTranslation } from 'react-i18next';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import {
  useDeleteSmtpCredentials,
  useSaveSmtpCredentials,
  useSmtpCredentials,
  useTestSmtpCredentials,
} from '../hooks/use-smtp-credentials';

type TDraft = { host: string; port: number | string; encryption: TSmtpEncryption; username: string; password: string };

const draftOf = (saved: TSmtpCredentials | null): TDraft => ({
  host: saved?.host ?? '',
  port: saved?.port ?? 587,
  encryption: saved?.encryption ?? 'starttls',
  username: saved?.username ?? '',
  // Write-only: the stored password is never sent back; empty keeps it.
  password: '',
});

function SmtpCredentialsForm({ saved }: { saved: TSmtpCredentials | null }) {
  const { t } = useTranslation();
  const save = useSaveSmtpCredentials();
  const test = useTestSmtpCredentials();
  const remove = useDeleteSmtpCredentials();
  const form = useSchemaForm({ schema: ZSmtpCredentialsInput, initialValues: draftOf(saved) });

  const onSave = form.onSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        form.setFieldValue('password', '');
        showToast(t('messages.settings_saved'), 'success');
      },
    }),
  );
  // The same checks as saving, then a trial connection with what is typed (nothing is stored).
  const onTest = form.onSubmit((input) => test.mutate(input));
  const onDelete = async () => {
    if (!(await confirmIrreversible())) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        form.setValues(draftOf(null));
        test.reset();
        showToast(t('email_settings.smtp_deleted'), 'success');
      },
    });
  };

  return (
    <Paper withBorder p="md" radius="md" maw={640}>
      <form onSubmit={onSave} noValidate data-testid="smtp-form">
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label={t('email_settings.smtp_host')}
              placeholder="smtp.magaza.com"
              name="host"
              {...form.getInputProps('host')}
            />
            <NumberInput
              label={t('email_settings.smtp_port')}
              name="port"
              min={1}
              max={65535}
              {...form.getInputProps('port')}
            />
          </Group>
          <Select
            label={t('email_settings.smtp_encryption')}
            name="encryption"
            data={SMTP_ENCRYPTIONS.map((value) => ({ value, label: t(`email_settings.encryption.${value}`) }))}
            {...form.getInputProps('encryption')}
            allowDeselect={false}
            data-testid="smtp-encryption"
          />
          <TextInput
            label={t('email_settings.smtp_username')}
            name="username"
            autoComplete="off"
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('email_settings.smtp_password')}
            name="password"
            autoComplete="new-password"
            placeholder={saved?.hasPassword ? t('email_settings.smtp_password_kept') : undefined}
            {...form.getInputProps('password')}
          />
          {test.data ? (
            <Alert color={test.data.ok ? 'teal' : 'red'} data-testid="smtp-test-result">
              {test.data.ok
                ? t('email_settings.smtp_test_ok')
                : t('email_settings.smtp_test_failed', { message: test.data.message ?? '' })}
            </Alert>
          ) : null}
          <Group justify="space-between">
            {saved ? (
              <Button
                variant="subtle"
                color="red"
                onClick={onDelete}
                loading={remove.isPending}
                data-testid="smtp-delete"
              >
                {t('common.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={() => onTest()} loading={test.isPending} data-testid="smtp-test">
                {t('email_settings.smtp_test')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="smtp-save">
                {t('common.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function SmtpCredentialsScreen() {
  const { t } = useTranslation();
  const credentials = useSmtpCredentials();
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.smtp_credentials')} description={t('email_settings.smtp_intro')} />
      {credentials.isPending ? (
        <LoadingScreen />
      ) : (
        // Remounts after save/delete so the form starts from what is stored.
        <SmtpCredentialsForm
          key={credentials.data ? credentials.data.updatedAt : 'none'}
          saved={credentials.data ?? null}
        />
      )}
    </Stack>
  );
}
