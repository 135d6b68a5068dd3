import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Tabs, TextInput, Textarea } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { MESSAGE_LANGUAGES } from '@ulak/shared';
import { type TStoreTemplate, type TTemplatePreview } from '@ulak/shared/templates/template-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { EmailPreviewFrame, TemplateWarnings } from '../components/email-preview-frame';
import { emailTemplatesApi } from '../email-api';
import { localized } from '../store/store-card';
import { useAdminCategories, useAdminSaveTemplate, useAdminStoreTemplate } from './use-admin-templates';

type TLanguages = Record<string, { subject: string; mjml: string }>;

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

// /admin/template/create-template and /admin/template/edit-template?id=: a store template's names,
// category, free/premium, publish flag and its MJML per language, with the server's preview.
export function AdminTemplateFormScreen({ id }: { id: number | null }) {
  const existing = useAdminStoreTemplate(id);
  if (id === 0 || existing.isError) return <EmptyState titleKey="empty.nothing_to_show" />;
  if (id !== null && !existing.data) return <LoadingScreen />;
  return <TemplateForm template={existing.data ?? null} />;
}

function TemplateForm({ template }: { template: TStoreTemplate | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const categories = useAdminCategories();
  const save = useAdminSaveTemplate();
  const [name, setName] = useState(template?.name ?? { tr: '', en: '' });
  const [description, setDescription] = useState(template?.description ?? { tr: '', en: '' });
  const [categoryId, setCategoryId] = useState<string | null>(
    template?.categoryId ? String(template.categoryId) : null,
  );
  const [premium, setPremium] = useState(template?.premium ?? false);
  const [published, setPublished] = useState(template?.published ?? false);
  const [defaultLanguage, setDefaultLanguage] = useState(template?.defaultLanguage ?? 'tr');
  const [languages, setLanguages] = useState<TLanguages>(() => {
    const out: TLanguages = {};
    for (const [lang, c] of Object.entries(template?.content ?? {}))
      if (c) out[lang] = { subject: c.subject, mjml: c.mjml };
    return Object.keys(out).length > 0 ? out : { tr: { subject: '', mjml: STARTER } };
  });
  const [tab, setTab] = useState<string>(Object.keys(languages)[0] ?? 'tr');
  const [preview, setPreview] = useState<TTemplatePreview | null>(null);
  const current = languages[tab] ?? { subject: '', mjml: '' };
  const patch = (value: Partial<{ subject: string; mjml: string }>) =>
    setLanguages((all) => ({ ...all, [tab]: { ...current, ...value } }));
  const valid = name.tr.trim() !== '' && name.en.trim() !== '';

  const submit = () =>
    save.mutate(
      {
        id: template?.id ?? null,
        body: {
          name,
          description,
          categoryId: categoryId ? Number(categoryId) : null,
          premium,
          published,
          defaultLanguage: defaultLanguage as 'tr',
          languages,
        },
      },
      {
        onSuccess: () => {
          showToast(t('email_templates.admin.saved'), 'success');
          void navigate('/admin/template');
        },
      },
    );

  return (
    <Stack gap="md">
      <PageHeader title={t(template ? 'pages.admin_template_edit' : 'pages.admin_template_create')} />
      <Paper withBorder p="lg">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('email_templates.admin.name_tr')}
              value={name.tr}
              onChange={(e) => setName({ ...name, tr: e.currentTarget.value })}
              required
              data-testid="admin-name-tr"
            />
            <TextInput
              label={t('email_templates.admin.name_en')}
              value={name.en}
              onChange={(e) => setName({ ...name, en: e.currentTarget.value })}
              required
              data-testid="admin-name-en"
            />
            <TextInput
              label={t('email_templates.admin.description_tr')}
              value={description.tr}
              onChange={(e) => setDescription({ ...description, tr: e.currentTarget.value })}
            />
            <TextInput
              label={t('email_templates.admin.description_en')}
              value={description.en}
              onChange={(e) => setDescription({ ...description, en: e.currentTarget.value })}
            />
            <Select
              label={t('email_templates.store.category')}
              data={(categories.data ?? []).map((c) => ({
                value: String(c.id),
                label: localized(c.name, i18n.language),
              }))}
              value={categoryId}
              onChange={setCategoryId}
              clearable
            />
            <Select
              label={t('email_templates.default_language')}
              data={Object.keys(languages).map((l) => ({ value: l, label: t(`languages.${l}`) }))}
              value={defaultLanguage}
              onChange={(v) => setDefaultLanguage(v ?? 'tr')}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Group>
            <Switch
              label={t('email_templates.store.premium')}
              checked={premium}
              onChange={(e) => setPremium(e.currentTarget.checked)}
            />
            <Switch
              label={t('email_templates.admin.published')}
              checked={published}
              onChange={(e) => setPublished(e.currentTarget.checked)}
            />
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="lg">
        <Tabs value={tab} onChange={(v) => v && setTab(v)}>
          <Group justify="space-between" mb="sm">
            <Tabs.List>
              {Object.keys(languages).map((l) => (
                <Tabs.Tab key={l} value={l}>
                  {t(`languages.${l}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Select
              aria-label={t('email_templates.admin.add_language')}
              placeholder={t('email_templates.admin.add_language')}
              data={MESSAGE_LANGUAGES.filter((l) => !languages[l]).map((l) => ({
                value: l,
                label: t(`languages.${l}`),
              }))}
              value={null}
              onChange={(l) => {
                if (!l) return;
                setLanguages((all) => ({ ...all, [l]: { subject: current.subject, mjml: current.mjml } }));
                setTab(l);
              }}
              w={200}
            />
          </Group>
        </Tabs>
        <Stack>
          <TextInput
            label={t('email_templates.subject')}
            value={current.subject}
            onChange={(e) => patch({ subject: e.currentTarget.value })}
            required
            data-testid="admin-subject"
          />
          <Textarea
            label={t('email_templates.admin.mjml')}
            value={current.mjml}
            onChange={(e) => patch({ mjml: e.currentTarget.value })}
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
              onClick={() =>
                void emailTemplatesApi
                  .adminPreview({ language: tab, subject: current.subject, mjml: current.mjml, commercial: true })
                  .then(setPreview)
              }
              data-testid="admin-preview"
            >
              {t('email_templates.editor.preview')}
            </Button>
            <Button onClick={submit} disabled={!valid} loading={save.isPending} data-testid="admin-save">
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
  );
}
