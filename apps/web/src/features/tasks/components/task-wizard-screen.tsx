import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  PinInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CHANNELS,
  HOURLY_MINUTES,
  TASK_PERIOD_TYPES,
  type TChannel,
  type TTaskPeriodType,
  ZTaskSchedule,
} from '@ulak/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../common/components/date-time-field';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { showToast } from '../../../lib/toast/toast';
import { FormAlert } from '../../common/components/form-alert';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useCampaigns } from '../../campaigns/hooks/use-campaigns';
import { useSegments } from '../../segments/hooks/use-segments';
import { MessageContentEditor } from '../../templates/components/message-content-editor';
import { TemplatePreview } from '../../templates/components/template-preview';
import { tasksApi, type TVerificationNeed } from '../api';
import { useAudienceCount, useSaveTask, useTask, useTasks } from '../hooks/use-tasks';
import { scheduleText } from '../schedule-text';

import {
  audienceOf,
  draftFromTask,
  emptyDraft,
  scheduleOf,
  stepProblems,
  toTaskInput,
  type TWizardDraft,
} from '../wizard-draft';
import { PlannedRunCheck } from '../../billing/components/planned-run-check';

const PUSH: TChannel[] = ['webpush', 'mobilepush'];
const SCHEDULE_STEP = 3;

// /user/task-wizard: campaign → audience (live count) → channel and content (preview) → schedule →
// review, with the two-factor code asked before a send to more than the threshold of recipients.
export function TaskWizardScreen() {
  const [params] = useSearchParams();
  const taskId = Number(params.get('task')) || null;
  const task = useTask(taskId ?? 0);
  if (taskId && task.isPending) return <LoadingScreen />;
  const initial = task.data
    ? draftFromTask(task.data)
    : { ...emptyDraft(), campaignId: Number(params.get('campaign')) || null };
  return <Wizard key={taskId ?? 'new'} taskId={taskId} initial={initial} ranBefore={(task.data?.runCount ?? 0) > 0} />;
}

function Wizard({ taskId, initial, ranBefore }: { taskId: number | null; initial: TWizardDraft; ranBefore: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<TWizardDraft>(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const [need, setNeed] = useState<TVerificationNeed | null>(null);
  const [code, setCode] = useState('');
  // The server's word on the one-time send time (already past on the account's clock), shown on the field.
  const [atError, setAtError] = useState<string | null>(null);
  const patch = (p: Partial<TWizardDraft>) => {
    if (p.at !== undefined || p.periodType !== undefined) setAtError(null);
    setDraft((d) => ({ ...d, ...p }));
  };
  const save = useSaveTask();

  const campaigns = useCampaigns({ perPage: 100, status: 'continue' });
  const segments = useSegments({ perPage: 100 });
  const tasks = useTasks({ perPage: 100, campaignId: draft.campaignId ?? undefined });
  const countBody =
    draft.audienceKind === 'all' || draft.segmentId !== null
      ? { audience: audienceOf(draft), channel: draft.channel }
      : null;
  const count = useAudienceCount(countBody);

  useEffect(() => {
    if (step === 4 && countBody) void tasksApi.verification(countBody).then(setNeed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once when the review step opens
  }, [step]);

  const next = () => {
    const found = stepProblems(draft, step);
    setProblems(found);
    if (found.length === 0) setStep((s) => s + 1);
  };

  const submit = async () => {
    const resend = taskId !== null && ranBefore && draft.periodType === 'static';
    if (resend && !(await confirmIrreversible(t('tasks.resend_warning')))) return;
    const body = toTaskInput(draft, { confirmResend: resend, verificationCode: need?.required ? code : undefined });
    save.mutate(
      { id: taskId, body },
      {
        onSuccess: (saved) => {
          showToast(t('messages.queued'), 'success');
          void navigate(`/user/task/${saved.id}`);
        },
        onError: (error) => {
          const message = isApiError(error) ? error.fieldMessage('schedule.at') : null;
          if (!message) return;
          setAtError(message);
          setStep(SCHEDULE_STEP);
        },
      },
    );
  };

  const schedule = ZTaskSchedule.safeParse(scheduleOf(draft));
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.task_wizard')} description={t('tasks.wizard.description')} />
      <Stepper active={step} onStepClick={(s) => s < step && setStep(s)} size="sm">
        <Stepper.Step label={t('tasks.wizard.steps.campaign')}>
          <Stack gap="sm" maw={560}>
            {campaigns.isSuccess && campaigns.data.data.length === 0 ? (
              <Alert color="yellow" data-testid="wizard-no-campaign">
                {t('tasks.wizard.no_campaign')}{' '}
                <Anchor component={Link} to="/user/campaigns">
                  {t('tasks.wizard.no_campaign_link')}
                </Anchor>
              </Alert>
            ) : null}
            <Select
              label={t('tasks.campaign')}
              required
              data={(campaigns.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={draft.campaignId ? String(draft.campaignId) : null}
              onChange={(v) => patch({ campaignId: v ? Number(v) : null })}
              searchable
              nothingFoundMessage={t('empty.records_not_found')}
              data-testid="wizard-campaign"
            />
            <TextInput
              label={t('tasks.title')}
              required
              value={draft.title}
              onChange={(e) => patch({ title: e.currentTarget.value })}
              data-testid="wizard-title"
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('tasks.wizard.steps.audience')}>
          <Stack gap="sm" maw={560}>
            <SegmentedControl
              value={draft.audienceKind}
              onChange={(v) => patch({ audienceKind: v as 'segment' | 'all', confirmAll: false })}
              data={[
                { value: 'segment', label: t('tasks.segment') },
                { value: 'all', label: t('tasks.all_members') },
              ]}
              data-testid="wizard-audience-kind"
            />
            {draft.audienceKind === 'segment' ? (
              <Select
                label={t('tasks.segment')}
                data={(segments.data?.data ?? []).map((s) => ({
                  value: String(s.id),
                  label: `${s.name} (${s.memberCount})`,
                }))}
                value={draft.segmentId ? String(draft.segmentId) : null}
                onChange={(v) => patch({ segmentId: v ? Number(v) : null })}
                searchable
                nothingFoundMessage={t('empty.records_not_found')}
                data-testid="wizard-segment"
              />
            ) : (
              <Checkbox
                label={t('tasks.wizard.confirm_all')}
                checked={draft.confirmAll}
                onChange={(e) => patch({ confirmAll: e.currentTarget.checked })}
                data-testid="wizard-confirm-all"
              />
            )}
            <Select
              label={t('tasks.channel')}
              data={CHANNELS.map((c) => ({ value: c, label: t(`tasks.channels.${c}`) }))}
              value={draft.channel}
              allowDeselect={false}
              onChange={(v) => patch({ channel: (v ?? 'email') as TChannel })}
              data-testid="wizard-channel"
            />
            <Alert variant="light" data-testid="wizard-count">
              {count.isFetching || !countBody
                ? t('empty.please_wait')
                : t('tasks.wizard.live_count', { count: count.data?.count ?? 0 })}
            </Alert>
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('tasks.wizard.steps.content')}>
          <Stack gap="sm">
            <MessageContentEditor
              channel={draft.channel}
              value={draft.content}
              onChange={(content) => patch({ content })}
            />
            {PUSH.includes(draft.channel) ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {(['targetUrl', 'imageUrl', 'iconUrl', 'sound'] as const).map((k) => (
                  <TextInput
                    key={k}
                    label={t(`tasks.extra.${k}`)}
                    value={draft.extra[k]}
                    onChange={(e) => patch({ extra: { ...draft.extra, [k]: e.currentTarget.value } })}
                  />
                ))}
              </SimpleGrid>
            ) : (
              <TextInput
                label={t('tasks.extra.targetUrl')}
                value={draft.extra.targetUrl}
                onChange={(e) => patch({ extra: { ...draft.extra, targetUrl: e.currentTarget.value } })}
              />
            )}
            <TemplatePreview channel={draft.channel} content={draft.content} />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('tasks.wizard.steps.schedule')}>
          <Stack gap="sm" maw={620}>
            <Select
              label={t('tasks.period_type')}
              data={TASK_PERIOD_TYPES.map((p) => ({ value: p, label: t(`tasks.periods.${p}`) }))}
              value={draft.periodType}
              allowDeselect={false}
              onChange={(v) => patch({ periodType: (v ?? 'static') as TTaskPeriodType })}
              data-testid="wizard-period"
            />
            {draft.periodType === 'static' ? (
              <DateTimeField
                label={t('tasks.at')}
                value={draft.at}
                onChange={(v) => patch({ at: v })}
                testId="wizard-at"
                error={atError}
              />
            ) : null}
            {draft.periodType === 'hourly' ? (
              <Select
                label={t('tasks.minute')}
                data={HOURLY_MINUTES.map((m) => ({ value: String(m), label: String(m).padStart(2, '0') }))}
                value={String(draft.minute)}
                allowDeselect={false}
                onChange={(v) => patch({ minute: Number(v ?? 0) as TWizardDraft['minute'] })}
              />
            ) : null}
            {['daily', 'weekly', 'monthly', 'yearly'].includes(draft.periodType) ? (
              <TextInput
                type="time"
                label={t('tasks.time')}
                value={draft.time}
                onChange={(e) => patch({ time: e.currentTarget.value })}
                data-testid="wizard-time"
              />
            ) : null}
            {draft.periodType === 'weekly' ? (
              <Stack gap={4}>
                <Group gap="xs">
                  <Button size="xs" variant="light" onClick={() => patch({ days: [1, 2, 3, 4, 5] })}>
                    {t('tasks.weekdays')}
                  </Button>
                  <Button size="xs" variant="light" onClick={() => patch({ days: [6, 7] })}>
                    {t('tasks.weekends')}
                  </Button>
                </Group>
                <Checkbox.Group value={draft.days.map(String)} onChange={(v) => patch({ days: v.map(Number).sort() })}>
                  <Group gap="sm">
                    {[1, 2, 3, 4, 5, 6, 7].map((d) => (
                      <Checkbox key={d} value={String(d)} label={t(`tasks.days.${d}`)} />
                    ))}
                  </Group>
                </Checkbox.Group>
              </Stack>
            ) : null}
            {draft.periodType === 'monthly' || draft.periodType === 'yearly' ? (
              <Group>
                {draft.periodType === 'yearly' ? (
                  <NumberInput
                    label={t('tasks.month')}
                    min={1}
                    max={12}
                    value={draft.month}
                    onChange={(v) => patch({ month: Number(v) || 1 })}
                    w={120}
                  />
                ) : null}
                <NumberInput
                  label={t('tasks.day')}
                  description={t('tasks.day_hint')}
                  min={1}
                  max={31}
                  value={draft.day}
                  onChange={(v) => patch({ day: Number(v) || 1 })}
                  w={200}
                />
              </Group>
            ) : null}
            {draft.periodType === 'webhook' || draft.periodType === 'sync_segment' ? (
              <Alert variant="light">{t(`tasks.period_hints.${draft.periodType}`)}</Alert>
            ) : null}
            {step === SCHEDULE_STEP ? (
              <PlannedRunCheck channel={draft.channel} audience={countBody ? audienceOf(draft) : null} />
            ) : null}
            <Select
              label={t('tasks.trigger_after')}
              description={t('tasks.trigger_after_hint')}
              data={(tasks.data?.data ?? [])
                .filter((x) => x.id !== taskId)
                .map((x) => ({ value: String(x.id), label: x.title }))}
              value={draft.triggerTaskId ? String(draft.triggerTaskId) : null}
              onChange={(v) => patch({ triggerTaskId: v ? Number(v) : null })}
              clearable
            />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('tasks.wizard.steps.review')}>
          <Paper withBorder p="md" radius="md" maw={620} data-testid="wizard-review">
            <Stack gap={6}>
              <Text>
                <b>{t('tasks.title')}:</b> {draft.title}
              </Text>
              <Text>
                <b>{t('tasks.campaign')}:</b> {campaigns.data?.data.find((c) => c.id === draft.campaignId)?.name ?? '-'}
              </Text>
              <Text>
                <b>{t('tasks.channel')}:</b> {t(`tasks.channels.${draft.channel}`)}
              </Text>
              <Text data-testid="wizard-review-count">
                <b>{t('tasks.audience')}:</b> {t('tasks.wizard.live_count', { count: count.data?.count ?? 0 })}
              </Text>
              <Text>
                <b>{t('tasks.schedule')}:</b> {schedule.success ? scheduleText(t, schedule.data) : '-'}
              </Text>
              {need?.required ? (
                <Stack gap="xs" mt="sm" data-testid="wizard-verification">
                  <Alert color="yellow" variant="light">
                    {t('tasks.wizard.verification', { count: need.recipients, threshold: need.threshold })}
                  </Alert>
                  {need.method !== 'totp' && countBody ? (
                    <Button
                      size="xs"
                      variant="light"
                      w="fit-content"
                      onClick={() =>
                        void tasksApi.sendCode(countBody).then(() => showToast(t('tasks.wizard.code_sent'), 'success'))
                      }
                    >
                      {t('tasks.wizard.send_code')}
                    </Button>
                  ) : null}
                  <PinInput
                    length={6}
                    type="number"
                    value={code}
                    onChange={setCode}
                    aria-label={t('tasks.wizard.code')}
                  />
                </Stack>
              ) : null}
            </Stack>
          </Paper>
        </Stepper.Step>
      </Stepper>
      <FormAlert message={problems.length > 0 ? problems.map((p) => t(p)).join(' ') : null} />
      <Group justify="space-between" maw={960}>
        <Button variant="default" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
          {t('tasks.wizard.back')}
        </Button>
        {step < 4 ? (
          <Button onClick={next} data-testid="wizard-next">
            {t('tasks.wizard.next')}
          </Button>
        ) : (
          <Button
            onClick={() => void submit()}
            loading={save.isPending}
            disabled={need?.required === true && code.length !== 6}
            data-testid="wizard-save"
          >
            {taskId ? t('common.save') : t('tasks.wizard.create')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
