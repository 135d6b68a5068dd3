import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Tabs, TextInput, Textarea } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { MESSAGE_LANGUAGES } from '@ulak/shared';
import { ZStoreTemplateInput, type TStoreTemplate, type TTemplatePreview } from '@ulak/shared/templates/template-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { PageHeader } from '../../common/components/page-header';
import { RecordMissing, RecordState } from '../../common/components/record-state';
import { EmailPreviewFrame, TemplateWarnings } from '../components/email-preview-frame';
import { localized } from '../store/store-card';
import {
  useAdminCategories,
  useAdminPreview,
  useAdminSaveTemplate,
  useAdminStoreTemplate,
} from './use-admin-templates';

type TLanguages = Record<string, { subject: string; mjml: string }>;
type TTemplateForm = {
  name: { tr: string; en: string };
  description: { tr: string; en: string };
  categoryId: string | null;
  premium: boolean;
  published: boolean;
  defaultLanguage: string;
  languages: TLanguages;
};

const STARTER = `<mjml>
  <mj-body background-color="#f1f3f5">
    <mj-section background-color="#ffffff">
      <mj-column>
        <mj-text font-size="16px">Merhaba {{ member.name }},</mj-text>
        <mj-text font-size="13px"><a href="{{ unsubscribe_link }}">E-posta listesinden çık</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

function toFormValues(template: TStoreTemplate | null): TTemplateForm {
  const languages: TLanguages = {};
  for (const [lang, c] of Object.entries(template?.content ?? {}))
    if (c) languages[lang] = { subject: c.subject, mjml: c.mjml };
  return {
    name: template?.name ?? { tr: '', en: '' },
    description: template?.description ?? { tr: '', en: '' },
    categoryId: template?.categoryId ? String(template.categoryId) : null,
    premium: template?.premium ?? false,
    published: template?.published ?? false,
    defaultLanguage: template?.defaultLanguage ?? 'tr',
    languages: Object.keys(languages).length > 0 ? languages : { tr: { subject: '', mjml: STARTER } },
  };
}

const toInput = (values: TTemplateForm) => ({
  ...values,
  categoryId: values.categoryId ? Number(values.categoryId) : null,
});

// /admin/template/create-template and /admin/template/edit-template?id=: a store template's names,
// category, free/premium, publish flag and its MJML per language, with the server's preview.
export function AdminTemplateFormScreen({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const existing = useAdminStoreTemplate(id);
  const title = t('pages.admin_template_edit');
  if (id === 0) return <RecordMissing title={title} listPath="/admin/template" />;
  if (id !== null && !existing.data) return <RecordState query={existing} title={title} listPath="/admin/template" />;
  return <TemplateForm template={existing.data ?? null} />;
}

function TemplateForm({ template }: { template: TStoreTemplate | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const categories = useAdminCategories();
  const save = useAdminSaveTemplate();
  const previewer = useAdminPreview();
  const form = useSchemaForm({ schema: ZStoreTemplateInput, initialValues: toFormValues(template), toInput });
  const values = form.getValues();
  const [tab, setTab] = useState<string>(Object.keys(values.languages)[0] ?? 'tr');
  const [preview, setPreview] = useState<TTemplatePreview | null>(null);
  const current = values.languages[tab] ?? { subject: '', mjml: '' };
  const namesGiven = values.name.tr.trim() !== '' && values.name.en.trim() !== '';

  const submit = form.onSubmit(
    (body) =>
      save.mutate(
        { id: template?.id ?? null, body },
        {
          onSuccess: () => {
            showToast(t('email_templates.admin.saved'), 'success');
            void navigate('/admin/template');
          },
          onError: (error) => showServerErrors(form, error),
        },
      ),
    // A problem in another language's content: show that language.
    (errors) => {
      const language = Object.keys(values.languages).find((l) => errors[`languages.${l}`]);
      if (language && !errors[`languages.${tab}`]) setTab(language);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PageHeader title={t(template ? 'pages.admin_template_edit' : 'pages.admin_template_create')} />
        <Paper withBorder p="lg">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('email_templates.admin.name_tr')}
                {...form.getInputProps('name.tr')}
                required
                data-testid="admin-name-tr"
              />
              <TextInput
                label={t('email_templates.admin.name_en')}
                {...form.getInputProps('name.en')}
                required
                data-testid="admin-name-en"
              />
              <TextInput label={t('email_templates.admin.description_tr')} {...form.getInputProps('description.tr')} />
              <TextInput label={t('email_templates.admin.description_en')} {...form.getInputProps('description.en')} />
              <Select
                label={t('email_templates.store.category')}
                data={(categories.data ?? []).map((c) => ({
                  value: String(c.id),
                  label: localized(c.name, i18n.language),
                }))}
                {...form.getInputProps('categoryId')}
                clearable
              />
              <Select
                label={t('email_templates.default_language')}
                data={Object.keys(values.languages).map((l) => ({ value: l, label: t(`languages.${l}`) }))}
                {...form.getInputProps('defaultLanguage')}
                allowDeselect={false}
              />
            </SimpleGrid>
            <Group>
              <Switch
                label={t('email_templates.store.premium')}
                {...form.getInputProps('premium', { type: 'checkbox' })}
              />
              <Switch
                label={t('email_templates.admin.published')}
                {...form.getInputProps('published', { type: 'checkbox' })}
              />
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Tabs value={tab} onChange={(v) => v && setTab(v)}>
            <Group justify="space-between" mb="sm">
              <Tabs.List>
                {Object.keys(values.languages).map((l) => (
                  <Tabs.Tab key={l} value={l}>
                    {t(`languages.${l}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Select
                aria-label={t('email_templates.admin.add_language')}
                placeholder={t('email_templates.admin.add_language')}
                data={MESSAGE_LANGUAGES.filter((l) => !values.languages[l]).map((l) => ({
                  value: l,
                  label: t(`languages.${l}`),
                }))}
                value={null}
                onChange={(l) => {
                  if (!l) return;
                  form.setFieldValue(`languages.${l}`, { subject: current.subject, mjml: current.mjml });
                  setTab(l);
                }}
                w={200}
              />
            </Group>
          </Tabs>
          <Stack>
            <TextInput
              label={t('email_templates.subject')}
              {...form.getInputProps(`languages.${tab}.subject`)}
              required
              data-testid="admin-subject"
            />
            <Textarea
              label={t('email_templates.admin.mjml')}
              {...form.getInputProps(`languages.${tab}.mjml`)}
              autosize
              minRows={14}
              maxRows={30}
              styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
              data-testid="admin-mjml"
            />
            <Group justify="flex-end">
              <Button
                variant="default"
                leftSection={<IconEye size={16} />}
                loading={previewer.isPending}
                onClick={() =>
                  previewer.mutate(
                    { language: tab, subject: current.subject, mjml: current.mjml, commercial: true },
                    { onSuccess: setPreview },
                  )
                }
                data-testid="admin-preview"
              >
                {t('email_templates.editor.preview')}
              </Button>
              <Button type="submit" disabled={!namesGiven} loading={save.isPending} data-testid="admin-save">
                {t('common.save')}
              </Button>
            </Group>
            {preview ? (
              <>
                <TemplateWarnings warnings={preview.warnings} />
                <EmailPreviewFrame html={preview.html} subject={preview.subject} testId="admin-preview-frame" />
              </>
            ) : null}
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}
