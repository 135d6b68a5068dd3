import {
  Anchor,
  Button,
  ColorInput,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  IconChartBar,
  IconDeviceFloppy,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlugConnected,
} from '@tabler/icons-react';
import { FONT_WEIGHTS, type TWidget, type TWidgetStyle, type TWidgetTargeting } from '@ulak/shared';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast/toast';
import { useApplications } from '../../applications/hooks/use-applications';
import { useCampaigns } from '../../campaigns/hooks/use-campaigns';
import { EmptyState } from '../../common/components/empty-state';
import { RecordState } from '../../common/components/record-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
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
  const navigate = useNavigate();
  const widget = useWidget(id);
  const applications = useApplications();
  const segmentList = useSegments({ page: 1, perPage: 100 });
  const campaignList = useCampaigns({ page: 1, perPage: 100 });
  const save = useSaveWidget();
  const status = useWidgetStatus();
  const install = useInstallCheck();
  const [draft, setDraft] = useState<TWidgetDraft | null>(null);
  const [lang, setLang] = useState<'tr' | 'en'>('tr');

  useEffect(() => {
    if (draft) return;
    if (id !== null && widget.data) setDraft(fromWidget(widget.data));
    const first = applications.data?.[0];
    if (id === null && first) setDraft(newDraft(type, '', first.id));
  }, [draft, id, widget.data, applications.data, type]);

  const segments = useMemo(
    () => (segmentList.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name, kind: s.kind })),
    [segmentList.data],
  );
  const staticSegments = segments.filter((s) => s.kind === 'empty');
  const campaigns = (campaignList.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  if (id !== null && !widget.data)
    return <RecordState query={widget} title={t('pages.widget_edit')} listPath="/user/widgets" />;
  if (applications.isPending) return <LoadingScreen />;
  if (applications.data?.length === 0) {
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
  if (!draft) return <LoadingScreen />;

  const patch = (p: Partial<TWidgetDraft>) => setDraft({ ...draft, ...p });
  const patchText = (p: Partial<TDraftText>) =>
    patch({ texts: { ...draft.texts, [lang]: { ...draft.texts[lang], ...p } } });
  const patchStyle = (p: Partial<TWidgetStyle>) => patch({ style: { ...draft.style, ...p } });
  const patchTargeting = (p: Partial<TWidgetTargeting>) => patch({ targeting: { ...draft.targeting, ...p } });
  const text = draft.texts[lang];
  const collects = draft.type === 'newsletter' || draft.type === 'wheel';

  const onSave = () =>
    save.mutate(
      { id, body: toInput(draft) },
      {
        onSuccess: (saved) => {
          showToast(t('widgets.saved'), 'success');
          if (id === null) void navigate(`/user/widget-v2/${type}/${saved.id}`, { replace: true });
        },
      },
    );
  const onCheck = () =>
    id !== null && install.mutate(id, { onSuccess: () => showToast(t('widgets.editor.installed'), 'success') });
  const active = widget.data?.status === 'active';

  return (
    <Stack gap="md">
      <PageHeader
        title={id === null ? t('widgets.editor.new_title', { type: t(`widgets.types.${type}`) }) : draft.name}
        description={t(`widgets.market.about.${type}`)}
        actions={
          <Group gap="xs">
            {widget.data ? <WidgetStatusBadge status={widget.data.status} /> : null}
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
              onClick={onSave}
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
              value={draft.name}
              onChange={(e) => patch({ name: e.currentTarget.value })}
              required
              data-testid="widget-name"
            />
            <Select
              label={t('widgets.fields.application')}
              data={(applications.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
              value={String(draft.applicationId)}
              onChange={(v) => patch({ applicationId: Number(v) })}
              allowDeselect={false}
            />
          </Section>
          <Section title={t('widgets.editor.texts')}>
            <SegmentedControl
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
              {(['backgroundColor', 'textColor', 'buttonColor', 'buttonTextColor'] as const).map((key) => (
                <ColorInput
                  key={key}
                  withEyeDropper={false}
                  label={t(`widgets.fields.${key}`)}
                  value={draft.style[key]}
                  onChange={(v) => patchStyle({ [key]: v })}
                />
              ))}
              <NumberInput
                label={t('widgets.fields.font_size')}
                min={10}
                max={32}
                value={draft.style.fontSize}
                onChange={(v) => patchStyle({ fontSize: Number(v) || 16 })}
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
