import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  PinInput,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core';
import { SegmentedChoice } from '../../common/components/segmented-choice';
import {
  CHANNELS,
  HOURLY_MINUTES,
  TASK_PERIOD_TYPES,
  type TChannel,
  type TTaskPeriodType,
  ZTaskInput,
  ZTaskSchedule,
} from '@ulak/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../common/components/date-time-field';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { messagesWithoutField, serverFieldErrors, type TFieldErrors } from '../../../lib/forms/field-errors';
import { showServerErrors, useSchemaForm } from '../../../lib/forms/schema-form';
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
  REVIEW_STEP,
  audienceOf,
  draftFromTask,
  emptyDraft,
  firstStepOf,
  scheduleOf,
  stepErrors,
  toTaskInput,
  wizardRules,
  type TWizardDraft,
  type TWizardSchedule,
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

// The inputs that show their own problem; any other problem of a step is said above the buttons.
const WITH_INPUT = new Set([
  'title',
  'campaignId',
  'audience.segmentId',
  'audience.confirmAll',
  'channel',
  'extra.targetUrl',
  'extra.imageUrl',
  'extra.iconUrl',
  'extra.sound',
  'schedule.at',
  'schedule.minute',
  'schedule.time',
  'schedule.days',
  'schedule.day',
  'schedule.month',
  'triggerTaskId',
]);

function Wizard({ taskId, initial, ranBefore }: { taskId: number | null; initial: TWizardDraft; ranBefore: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const form = useSchemaForm({ schema: ZTaskInput, initialValues: initial, toInput: toTaskInput, rules: wizardRules });
  const draft = form.getValues();
  const [need, setNeed] = useState<TVerificationNeed | null>(null);
  const save = useSaveTask();

  const campaigns = useCampaigns({ perPage: 100, status: 'continue' });
  const segments = useSegments({ perPage: 100 });
  const tasks = useTasks({ perPage: 100, campaignId: draft.campaignId ?? undefined });
  const countBody =
    draft.audience.kind === 'all' || draft.audience.segmentId !== null
      ? { audience: audienceOf(draft), channel: draft.channel }
      : null;
  const count = useAudienceCount(countBody);

  useEffect(() => {
    if (step === REVIEW_STEP && countBody) void tasksApi.verification(countBody).then(setNeed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once when the review step opens
  }, [step]);

  // A step's problems only (later steps are not asked yet): on their inputs, the rest in the alert until the
  // step is tried again.
  const [problems, setProblems] = useState<string[]>([]);
  const showStep = (target: number, errors: TFieldErrors) => {
    const mine = stepErrors(errors, target);
    form.setErrors(mine);
    setProblems(messagesWithoutField(mine, (path) => WITH_INPUT.has(path)));
    return Object.keys(mine).length > 0;
  };
  const next = () => {
    if (!showStep(step, form.validate().errors as TFieldErrors)) setStep((s) => s + 1);
  };
  const goTo = (target: number) => {
    form.clearErrors();
    setProblems([]);
    setStep(target);
  };

  const submit = form.onSubmit(
    async () => {
      const resend = taskId !== null && ranBefore && draft.schedule.periodType === 'static';
      if (resend && !(await confirmIrreversible(t('tasks.resend_warning')))) return;
      save.mutate(
        { id: taskId, body: toTaskInput(form.getValues(), { confirmResend: resend }) },
        {
          onSuccess: (saved) => {
            showToast(t('messages.queued'), 'success');
            void navigate(`/user/task/${saved.id}`);
          },
          // The server's 422 dialog says it; a field it names is shown on its step (a send time gone by).
          onError: (error) => {
            const fields = serverFieldErrors(error);
            const first = firstStepOf(fields);
            if (first === null || first === REVIEW_STEP || !showServerErrors(form, error)) return;
            setStep(first);
            setProblems(messagesWithoutField(stepErrors(fields, first), (path) => WITH_INPUT.has(path)));
          },
        },
      );
    },
    // Every step was checked on the way; a problem left (an edited task's old values) opens its step.
    (errors) => {
      const first = firstStepOf(errors as TFieldErrors);
      if (first === null || first === REVIEW_STEP) return;
      setStep(first);
      showStep(first, errors as TFieldErrors);
    },
  );

  const schedule = ZTaskSchedule.safeParse(scheduleOf(draft));
  return (
    <Stack gap="md">
      <PageHeader title={t('pages.task_wizard')} description={t('tasks.wizard.description')} />
      <Stepper active={step} onStepClick={(s) => s < step && goTo(s)} size="sm">
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
              onChange={(v) => form.setFieldValue('campaignId', v ? Number(v) : null)}
              error={form.getInputProps('campaignId').error}
              searchable
              nothingFoundMessage={t('empty.records_not_found')}
              data-testid="wizard-campaign"
            />
            <TextInput label={t('tasks.title')} required {...form.getInputProps('title')} data-testid="wizard-title" />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('tasks.wizard.steps.audience')}>
          <Stack gap="sm" maw={560}>
            <SegmentedChoice
              value={draft.audience.kind}
              onChange={(v) => {
                form.setFieldValue('audience.kind', v as 'segment' | 'all');
                form.setFieldValue('audience.confirmAll', false);
              }}
              data={[
                { value: 'segment', label: t('tasks.segment') },
                { value: 'all', label: t('tasks.all_members') },
              ]}
              data-testid="wizard-audience-kind"
            />
            {draft.audience.kind === 'segment' ? (
              <Select
                label={t('tasks.segment')}
                data={(segments.data?.data ?? []).map((s) => ({
                  value: String(s.id),
                  label: `${s.name} (${s.memberCount})`,
                }))}
                value={draft.audience.segmentId ? String(draft.audience.segmentId) : null}
                onChange={(v) => form.setFieldValue('audience.segmentId', v ? Number(v) : null)}
                error={form.getInputProps('audience.segmentId').error}
                searchable
                nothingFoundMessage={t('empty.records_not_found')}
                data-testid="wizard-segment"
              />
            ) : (
              <Checkbox
                label={t('tasks.wizard.confirm_all')}
                {...form.getInputProps('audience.confirmAll', { type: 'checkbox' })}
                data-testid="wizard-confirm-all"
              />
            )}
            <Select
              label={t('tasks.channel')}
              data={CHANNELS.map((c) => ({ value: c, label: t(`tasks.channels.${c}`) }))}
              value={draft.channel}
              allowDeselect={false}
              onChange={(v) => form.setFieldValue('channel', (v ?? 'email') as TChannel)}
              error={form.getInputProps('channel').error}
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
              onChange={(content) => form.setFieldValue('content', content)}
            />
            {PUSH.includes(draft.channel) ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {(['targetUrl', 'imageUrl', 'iconUrl', 'sound'] as const).map((k) => (
                  <TextInput key={k} label={t(`tasks.extra.${k}`)} {...form.getInputProps(`extra.${k}`)} />
                ))}
              </SimpleGrid>
            ) : (
              <TextInput label={t('tasks.extra.targetUrl')} {...form.getInputProps('extra.targetUrl')} />
            )}
            <TemplatePreview channel={draft.channel} content={draft.content} />
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('tasks.wizard.steps.schedule')}>
          <Stack gap="sm" maw={620}>
            <Select
              label={t('tasks.period_type')}
              data={TASK_PERIOD_TYPES.map((p) => ({ value: p, label: t(`tasks.periods.${p}`) }))}
              value={draft.schedule.periodType}
              allowDeselect={false}
              onChange={(v) => {
                form.setFieldValue('schedule.periodType', (v ?? 'static') as TTaskPeriodType);
                form.clearFieldError('schedule.at');
              }}
              data-testid="wizard-period"
            />
            {draft.schedule.periodType === 'static' ? (
              <DateTimeField label={t('tasks.at')} {...form.getInputProps('schedule.at')} testId="wizard-at" />
            ) : null}
            {draft.schedule.periodType === 'hourly' ? (
              <Select
                label={t('tasks.minute')}
                data={HOURLY_MINUTES.map((m) => ({ value: String(m), label: String(m).padStart(2, '0') }))}
                value={String(draft.schedule.minute)}
                allowDeselect={false}
                onChange={(v) => form.setFieldValue('schedule.minute', Number(v ?? 0) as TWizardSchedule['minute'])}
                error={form.getInputProps('schedule.minute').error}
              />
            ) : null}
            {['daily', 'weekly', 'monthly', 'yearly'].includes(draft.schedule.periodType) ? (
              <TextInput
                type="time"
                label={t('tasks.time')}
                {...form.getInputProps('schedule.time')}
                data-testid="wizard-time"
              />
            ) : null}
            {draft.schedule.periodType === 'weekly' ? (
              <Stack gap={4}>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => form.setFieldValue('schedule.days', [1, 2, 3, 4, 5])}
                  >
                    {t('tasks.weekdays')}
                  </Button>
                  <Button size="xs" variant="light" onClick={() => form.setFieldValue('schedule.days', [6, 7])}>
                    {t('tasks.weekends')}
                  </Button>
                </Group>
                <Checkbox.Group
                  value={draft.schedule.days.map(String)}
                  onChange={(v) => form.setFieldValue('schedule.days', v.map(Number).sort())}
                  error={form.getInputProps('schedule.days').error}
                >
                  <Group gap="sm">
                    {[1, 2, 3, 4, 5, 6, 7].map((d) => (
                      <Checkbox key={d} value={String(d)} label={t(`tasks.days.${d}`)} />
                    ))}
                  </Group>
                </Checkbox.Group>
              </Stack>
            ) : null}
            {draft.schedule.periodType === 'monthly' || draft.schedule.periodType === 'yearly' ? (
              <Group>
                {draft.schedule.periodType === 'yearly' ? (
                  <NumberInput
                    label={t('tasks.month')}
                    min={1}
                    max={12}
                    value={draft.schedule.month}
                    onChange={(v) => form.setFieldValue('schedule.month', Number(v) || 1)}
                    error={form.getInputProps('schedule.month').error}
                    w={120}
                  />
                ) : null}
                <NumberInput
                  label={t('tasks.day')}
                  description={t('tasks.day_hint')}
                  min={1}
                  max={31}
                  value={draft.schedule.day}
                  onChange={(v) => form.setFieldValue('schedule.day', Number(v) || 1)}
                  error={form.getInputProps('schedule.day').error}
                  w={200}
                />
              </Group>
            ) : null}
            {draft.schedule.periodType === 'webhook' || draft.schedule.periodType === 'sync_segment' ? (
              <Alert variant="light">{t(`tasks.period_hints.${draft.schedule.periodType}`)}</Alert>
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
              onChange={(v) => form.setFieldValue('triggerTaskId', v ? Number(v) : null)}
              error={form.getInputProps('triggerTaskId').error}
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
                    value={draft.verificationCode}
                    onChange={(code) => form.setFieldValue('verificationCode', code)}
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
        <Button variant="default" disabled={step === 0} onClick={() => goTo(step - 1)}>
          {t('tasks.wizard.back')}
        </Button>
        {step < REVIEW_STEP ? (
          <Button onClick={next} data-testid="wizard-next">
            {t('tasks.wizard.next')}
          </Button>
        ) : (
          <Button
            onClick={() => submit()}
            loading={save.isPending}
            disabled={need?.required === true && draft.verificationCode.length !== 6}
            data-testid="wizard-save"
          >
            {taskId ? t('common.save') : t('tasks.wizard.create')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
