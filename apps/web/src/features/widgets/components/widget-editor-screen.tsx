import {
  Anchor,
  Button,
  ColorInput,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import {
  IconChartBar,
  IconDeviceFloppy,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlugConnected,
} from '@tabler/icons-react';
import { FONT_WEIGHTS, ZWidgetInput, type TWidget, type TWidgetStyle, type TWidgetTargeting } from '@ulak/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showDialog } from '../../../lib/dialogs/app-dialog';
import { messagesWithoutField } from '../../../lib/forms/field-errors';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
import { showToast } from '../../../lib/toast/toast';
import { useApplications } from '../../applications/hooks/use-applications';
import { useCampaigns } from '../../campaigns/hooks/use-campaigns';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { LoadError } from '../../common/components/query-state';
import { RecordState } from '../../common/components/record-state';
import { useSegments } from '../../segments/hooks/use-segments';
import { useInstallCheck, useSaveWidget, useWidget, useWidgetStatus } from '../hooks/use-widgets';
import { newDraft, toInput, type TBuiltWidgetType, type TDraftText, type TWidgetDraft } from '../widget-drafts';
import { PreviewFrames } from './widget-preview';
import { WidgetStatusBadge } from './widgets-list-screen';
import { WidgetTargetingFields } from './widget-targeting-fields';
import { WidgetTypeFields } from './widget-type-fields';
import { WidgetAbFields } from './widget-ab-fields';
import { WidgetTextFields } from './widget-text-fields';
import { FeatureTrialPrompt } from '../../billing/components/trial-prompt';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const fromWidget = (w: TWidget): TWidgetDraft => ({
  name: w.name,
  type: w.type as TBuiltWidgetType,
  applicationId: w.applicationId,
  texts: {
    tr: (w.texts as Partial<Record<'tr' | 'en', TDraftText>>).tr ?? { title: '' },
    en: (w.texts as Partial<Record<'tr' | 'en', TDraftText>>).en ?? { title: '' },
  },
  style: w.style,
  targeting: w.targeting,
  settings: w.settings as Record<string, unknown>,
  abTest: w.abTest,
});

// /user/widget-v2/:type/:id ('new' creates): the widget's texts per language, look, type settings and
// targeting, with live desktop and mobile previews; save, activate/pause, install check, results.
export function WidgetEditorScreen({ type, id }: { type: TBuiltWidgetType; id: number | null }) {
  const { t } = useTranslation();
  const widget = useWidget(id);
  const applications = useApplications();
  if (id !== null && !widget.data)
    return <RecordState query={widget} title={t('pages.widget_edit')} listPath="/user/widgets" />;
  if (applications.isPending) return <LoadingScreen />;
  if (applications.isError) return <LoadError onRetry={() => void applications.refetch()} />;
  const first = applications.data[0];
  if (!first) {
    return (
      <EmptyState
        titleKey="widgets.editor.no_application"
        descriptionKey="widgets.editor.no_application_hint"
        action={
          <Button component={Link} to="/user/applications">
            {t('pages.applications')}
          </Button>
        }
      />
    );
  }
  const initial = widget.data ? fromWidget(widget.data) : newDraft(type, '', first.id);
  return <WidgetEditor type={type} id={id} widget={widget.data ?? null} initial={initial} />;
}

// The inputs whose problems show on them; any other problem is said in the error dialog on save.
const COLOR_KEYS = ['backgroundColor', 'textColor', 'buttonColor', 'buttonTextColor'] as const;
const shownOn = (lang: 'tr' | 'en') => (path: string) =>
  ['name', 'applicationId', `texts.${lang}.title`, 'style.fontSize'].includes(path) ||
  COLOR_KEYS.some((key) => path === `style.${key}`);

function WidgetEditor({
  type,
  id,
  widget,
  initial,
}: {
  type: TBuiltWidgetType;
  id: number | null;
  widget: TWidget | null;
  initial: TWidgetDraft;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const applications = useApplications();
  const segmentList = useSegments({ page: 1, perPage: 100 });
  const campaignList = useCampaigns({ page: 1, perPage: 100 });
  const save = useSaveWidget();
  const status = useWidgetStatus();
  const install = useInstallCheck();
  const form = useSchemaForm({ schema: ZWidgetInput, initialValues: initial, toInput, errorNamespace: 'widgets' });
  const [lang, setLang] = useState<'tr' | 'en'>('tr');

  const segments = useMemo(
    () => (segmentList.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name, kind: s.kind })),
    [segmentList.data],
  );
  const staticSegments = segments.filter((s) => s.kind === 'empty');
  const campaigns = (campaignList.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  const draft = form.getValues();
  const patch = (p: Partial<TWidgetDraft>) => form.setValues(p);
  const patchText = (p: Partial<TDraftText>) =>
    patch({ texts: { ...draft.texts, [lang]: { ...draft.texts[lang], ...p } } });
  const patchStyle = (p: Partial<TWidgetStyle>) => patch({ style: { ...draft.style, ...p } });
  const patchTargeting = (p: Partial<TWidgetTargeting>) => patch({ targeting: { ...draft.targeting, ...p } });
  const text = draft.texts[lang];
  const collects = draft.type === 'newsletter' || draft.type === 'wheel';

  // The shared schema first: problems with an input of their own show on it, the rest in the error dialog
  // the server's refusal used; then the server (its own 422 dialog, and field messages on their inputs).
  const onSave = form.onSubmit(
    () =>
      save.mutate(
        { id, body: toInput(form.getValues()) },
        {
          onSuccess: (saved) => {
            showToast(t('widgets.saved'), 'success');
            if (id === null) void navigate(`/user/widget-v2/${type}/${saved.id}`, { replace: true });
          },
          onError: (error) => showServerErrors(form, error),
        },
      ),
    (errors) => {
      const other = lang === 'tr' ? 'en' : 'tr';
      const showOther = !errors[`texts.${lang}.title`] && errors[`texts.${other}.title`];
      if (showOther) setLang(other);
      const hidden = messagesWithoutField(errors, shownOn(showOther ? other : lang));
      if (hidden.length > 0)
        void showDialog({
          variant: 'error',
          title: t('dialog.error_title'),
          message: hidden.map((message) => t([`widgets.${message}`, message])).join('\n'),
        });
    },
  );
  const onCheck = () =>
    id !== null && install.mutate(id, { onSuccess: () => showToast(t('widgets.editor.installed'), 'success') });
  const active = widget?.status === 'active';
  const fontSize = form.getInputProps('style.fontSize');

  return (
    <Stack gap="md">
      <PageHeader
        title={id === null ? t('widgets.editor.new_title', { type: t(`widgets.types.${type}`) }) : draft.name}
        description={t(`widgets.market.about.${type}`)}
        actions={
          <Group gap="xs">
            {widget ? <WidgetStatusBadge status={widget.status} /> : null}
            {id !== null ? (
              <>
                <Button
                  variant="default"
                  leftSection={<IconPlugConnected size={16} />}
                  onClick={onCheck}
                  loading={install.isPending}
                  data-testid="install-check"
                >
                  {t('widgets.editor.install_check')}
                </Button>
                <Button
                  variant="default"
                  leftSection={active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
                  onClick={() => status.mutate({ id, action: active ? 'pause' : 'activate' })}
                  data-testid="widget-toggle"
                >
                  {t(active ? 'widgets.pause' : 'widgets.activate')}
                </Button>
                <Button
                  variant="default"
                  component={Link}
                  to={`/user/widget/result/${id}`}
                  leftSection={<IconChartBar size={16} />}
                >
                  {t('pages.widget_result')}
                </Button>
              </>
            ) : null}
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              onClick={() => onSave()}
              loading={save.isPending}
              data-testid="widget-save"
            >
              {t('widgets.editor.save')}
            </Button>
          </Group>
        }
      />
      <FeatureTrialPrompt feature="widgets" />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="md">
          <Section title={t('widgets.editor.general')}>
            <TextInput
              label={t('widgets.list.name')}
              {...form.getInputProps('name')}
              required
              data-testid="widget-name"
            />
            <Select
              label={t('widgets.fields.application')}
              data={(applications.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
              value={String(draft.applicationId)}
              onChange={(v) => patch({ applicationId: Number(v) })}
              error={form.getInputProps('applicationId').error}
              allowDeselect={false}
            />
          </Section>
          <Section title={t('widgets.editor.texts')}>
            <SegmentedChoice
              value={lang}
              onChange={(v) => setLang(v === 'en' ? 'en' : 'tr')}
              data={[
                { value: 'tr', label: 'Türkçe' },
                { value: 'en', label: 'English' },
              ]}
              aria-label={t('widgets.editor.language')}
            />
            <WidgetTextFields
              text={text}
              onText={patchText}
              titleLabel={t('widgets.fields.title')}
              titleRequired={lang === 'tr'}
              titleTestId="widget-title"
              titleError={form.getInputProps(`texts.${lang}.title`).error}
            />
            {collects ? (
              <Textarea
                label={t('widgets.fields.consent_text')}
                value={text.consentText ?? ''}
                onChange={(e) => patchText({ consentText: e.currentTarget.value })}
                autosize
              />
            ) : null}
            <TextInput
              label={t('widgets.fields.success_text')}
              value={text.successText ?? ''}
              onChange={(e) => patchText({ successText: e.currentTarget.value })}
            />
          </Section>
          <Section title={t('widgets.editor.look')}>
            <SimpleGrid cols={2}>
              {COLOR_KEYS.map((key) => (
                <ColorInput
                  key={key}
                  withEyeDropper={false}
                  label={t(`widgets.fields.${key}`)}
                  {...form.getInputProps(`style.${key}`)}
                />
              ))}
              <NumberInput
                label={t('widgets.fields.font_size')}
                min={10}
                max={32}
                value={draft.style.fontSize}
                onChange={(v) => patchStyle({ fontSize: Number(v) || 16 })}
                error={fontSize.error}
              />
              <Select
                label={t('widgets.fields.font_weight')}
                data={FONT_WEIGHTS.map((w) => ({ value: w, label: w }))}
                value={draft.style.fontWeight}
                onChange={(v) => patchStyle({ fontWeight: (v ?? '400') as TWidgetStyle['fontWeight'] })}
                allowDeselect={false}
              />
            </SimpleGrid>
          </Section>
          <Section title={t(`widgets.types.${type}`)}>
            <WidgetTypeFields
              draft={draft}
              onSettings={(p) => patch({ settings: { ...draft.settings, ...p } })}
              staticSegments={staticSegments}
              campaigns={campaigns}
            />
          </Section>
          <Section title={t('widgets.ab.section')}>
            <WidgetAbFields draft={draft} lang={lang} onAbTest={(abTest) => patch({ abTest })} />
          </Section>
          <Section title={t('widgets.editor.targeting')}>
            <WidgetTargetingFields
              draft={draft}
              onTargeting={patchTargeting}
              segments={segments}
              staticSegments={staticSegments}
            />
          </Section>
        </Stack>
        <Stack gap="md">
          <Section title={t('widgets.editor.preview')}>
            <PreviewFrames draft={draft} lang={lang} />
          </Section>
          <Anchor component={Link} to={`/user/widget-v2/widget-list/${type}`} size="sm">
            {t('widgets.market.list')}
          </Anchor>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
