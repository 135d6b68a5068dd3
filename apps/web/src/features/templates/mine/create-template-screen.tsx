import { Anchor, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGE_LANGUAGES, type TMessageLanguage } from '@ulak/shared';
import { ZTemplateCreateInput } from '@ulak/shared/templates/template-api';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { PageHeader } from '../../common/components/page-header';
import { useCreateTemplate } from '../hooks/use-email-templates';
import { editorPath } from './editor-path';

// /user/email-templates/create-user-email-template: a blank template (name, default language), then the editor.
export function CreateTemplateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTemplate();
  // Checked as typed; creating waits for a valid name.
  const form = useSchemaForm({
    schema: ZTemplateCreateInput,
    initialValues: { name: '', defaultLanguage: 'tr' as TMessageLanguage },
    validateInputOnChange: true,
  });
  const submit = form.onSubmit(({ name, defaultLanguage }) =>
    create.mutate(
      { name, defaultLanguage },
      { onSuccess: (created) => void navigate(editorPath(created.id), { replace: true }) },
    ),
  );
  return (
    <>
      <PageHeader title={t('pages.email_template_create')} description={t('email_templates.create.description')} />
      <Paper withBorder p="lg" maw={560}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('email_templates.name')}
              {...form.getInputProps('name')}
              required
              data-testid="create-name"
            />
            <Select
              label={t('email_templates.default_language')}
              description={t('email_templates.default_language_help')}
              data={MESSAGE_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
              value={form.getValues().defaultLanguage}
              onChange={(v) => form.setFieldValue('defaultLanguage', (v ?? 'tr') as TMessageLanguage)}
              allowDeselect={false}
              searchable
            />
            <Group justify="space-between">
              <Text size="sm">
                <Anchor component={Link} to="/user/email-templates?tab=store">
                  {t('email_templates.create.from_store')}
                </Anchor>
              </Text>
              <Button type="submit" disabled={!form.isValid()} loading={create.isPending} data-testid="create-submit">
                {t('email_templates.create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
