import { Alert, Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import type { TStoreTemplateSummary } from '@ulak/shared/templates/template-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import type { TStoreFilter } from '../email-api';
import { useCopyStoreTemplate, useStoreCategories, useTemplateStore } from '../hooks/use-email-templates';
import { editorPath } from '../mine/editor-path';
import { PremiumPrompt } from './premium-prompt';
import { StoreCard, localized } from './store-card';
import { StorePreviewModal } from './store-preview-modal';

// The template store: all / free / premium, by category; preview and copy into "my templates".
export function TemplateStore() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<TStoreFilter>('all');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [prompt, setPrompt] = useState(false);
  const store = useTemplateStore({ filter, categoryId: categoryId ? Number(categoryId) : undefined });
  const categories = useStoreCategories();
  const copy = useCopyStoreTemplate();
  const premiumAvailable = store.data?.meta.premiumAvailable ?? false;
  const rows = store.data?.data ?? [];

  const use = (template: TStoreTemplateSummary) => {
    if (template.premium && !premiumAvailable) {
      setPrompt(true);
      return;
    }
    copy.mutate(template.id, {
      onSuccess: (mine) => {
        showToast(t('email_templates.store.copied'), 'success');
        void navigate(editorPath(mine.id));
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 418) setPrompt(true);
        else showToast(error.message, 'error');
      },
    });
  };
  const previewed = rows.find((r) => r.id === previewId);

  return (
    <Stack gap="md" data-testid="template-store">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SegmentedChoice
          aria-label={t('email_templates.store.filter')}
          value={filter}
          onChange={(v) => setFilter(v as TStoreFilter)}
          data={(['all', 'free', 'premium'] as const).map((f) => ({
            value: f,
            label: t(`email_templates.store.${f}`),
          }))}
          data-testid="store-filter"
        />
        <Select
          label={t('email_templates.store.category')}
          placeholder={t('email_templates.store.all_categories')}
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: localized(c.name, i18n.language) }))}
          value={categoryId}
          onChange={setCategoryId}
          clearable
          w={220}
        />
      </Group>
      {store.isPending ? <LoadingScreen /> : null}
      {store.isError ? (
        <Alert color="red" title={t('email_templates.load_failed')}>
          <Button size="xs" variant="light" onClick={() => void store.refetch()}>
            {t('email_templates.retry')}
          </Button>
        </Alert>
      ) : null}
      {store.isSuccess && rows.length === 0 ? <EmptyState /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 4 }}>
        {rows.map((template) => (
          <StoreCard
            key={template.id}
            template={template}
            language={i18n.language}
            locked={template.premium && !premiumAvailable}
            copying={copy.isPending && copy.variables === template.id}
            onPreview={() => setPreviewId(template.id)}
            onCopy={() => use(template)}
          />
        ))}
      </SimpleGrid>
      <StorePreviewModal
        id={previewId}
        onClose={() => setPreviewId(null)}
        onUse={() => {
          setPreviewId(null);
          if (previewed) use(previewed);
        }}
      />
      <PremiumPrompt
        opened={prompt}
        onClose={() => setPrompt(false)}
        onStarted={() => {
          setPrompt(false);
          void store.refetch();
        }}
      />
    </Stack>
  );
}
