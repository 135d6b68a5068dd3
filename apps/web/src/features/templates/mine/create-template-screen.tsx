import { Anchor, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGE_LANGUAGES } from '@ulak/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../common/components/page-header';
import { useCreateTemplate } from '../hooks/use-email-templates';
import { editorPath } from './editor-path';

// /user/email-templates/create-user-email-template: a blank template (name, default language), then the editor.
export function CreateTemplateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<string>('tr');
  const create = useCreateTemplate();
  const valid = name.trim().length >= 2;
  return (
    <>
      <PageHeader title={t('pages.email_template_create')} description={t('email_templates.create.description')} />
      <Paper withBorder p="lg" maw={560}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!valid) return;
            create.mutate(
              { name: name.trim(), defaultLanguage: language },
              { onSuccess: (created) => void navigate(editorPath(created.id), { replace: true }) },
            );
          }}
        >
          <Stack>
            <TextInput
              label={t('email_templates.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={name.length > 0 && !valid ? t('validation.name_min') : undefined}
              required
              data-testid="create-name"
            />
            <Select
              label={t('email_templates.default_language')}
              description={t('email_templates.default_language_help')}
              data={MESSAGE_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
              value={language}
              onChange={(v) => setLanguage(v ?? 'tr')}
              allowDeselect={false}
              searchable
            />
            <Group justify="space-between">
              <Text size="sm">
                <Anchor component={Link} to="/user/email-templates?tab=store">
                  {t('email_templates.create.from_store')}
                </Anchor>
              </Text>
              <Button type="submit" disabled={!valid} loading={create.isPending} data-testid="create-submit">
                {t('email_templates.create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
