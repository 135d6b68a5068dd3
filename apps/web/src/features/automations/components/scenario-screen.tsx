import { Button, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { buildPresetGraph, ZScenarioCode } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast/toast';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useCreateWorkflow, useScenario, useSwitchScenario } from '../hooks/use-automations';
import { FeedbackSummary } from '../../order-feedback/components/feedback-summary';
import { SurveyEditor } from '../../order-feedback/components/survey-editor';
import { JourneyReportView } from './journey-report-view';
import { LoadError } from '../../common/components/query-state';
import { RecordMissing } from '../../common/components/record-state';
import { ScenarioSettingsForm } from './scenario-settings-form';
import { FeatureTrialPrompt } from '../../billing/components/trial-prompt';

function ScenarioDetail({ code }: { code: ReturnType<typeof ZScenarioCode.parse> }) {
  const { t } = useTranslation();
  const scenario = useScenario(code);
  const toggle = useSwitchScenario();
  const create = useCreateWorkflow();
  const navigate = useNavigate();
  const name = t(`automations.scenarios.${code}.name`);
  if (scenario.isPending) return <LoadingScreen />;
  if (scenario.isError || !scenario.data) return <LoadError onRetry={() => void scenario.refetch()} />;
  const s = scenario.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={name}
        description={t(`automations.scenarios.${code}.description`)}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              loading={create.isPending}
              data-testid="scenario-customise"
              onClick={() =>
                create.mutate(
                  {
                    name: t('automations.customised_name', { name: s.name ?? name }),
                    graph: buildPresetGraph(code, s.settings),
                  },
                  { onSuccess: (w) => void navigate(`/user/automation/set/${w.id}`) },
                )
              }
            >
              {t('automations.customise')}
            </Button>
            <Switch
              aria-label={t('automations.status_label', { name })}
              checked={s.active}
              disabled={toggle.isPending}
              data-testid="scenario-switch"
              onChange={(e) => {
                const active = e.currentTarget.checked;
                toggle.mutate(
                  { code, active },
                  {
                    onSuccess: () =>
                      showToast(t(active ? 'automations.switched_on' : 'automations.switched_off'), 'success'),
                  },
                );
              }}
            />
          </Group>
        }
      />
      <FeatureTrialPrompt feature="automations" />
      <Paper withBorder p="md" radius="md">
        <Group mb="sm">
          <Title order={2} fz="h4">
            {t('automations.settings')}
          </Title>
        </Group>
        <ScenarioSettingsForm key={`${s.workflowId ?? 'new'}`} scenario={s} />
      </Paper>
      {code === 'satisfaction_survey' ? <SurveyEditor /> : null}
      <JourneyReportView workflowId={s.workflowId} />
      {code === 'order_evaluation' ? <FeedbackSummary kind="evaluation" /> : null}
      {code === 'satisfaction_survey' ? <FeedbackSummary kind="survey" /> : null}
    </Stack>
  );
}

// /user/automation/{code}: a scenario's switch, SPEC §3 settings and report.
export function ScenarioScreen({ code }: { code: string }) {
  const { t } = useTranslation();
  const parsed = ZScenarioCode.safeParse(code);
  if (!parsed.success) return <RecordMissing title={t('pages.automation_detail')} listPath="/user/automation" />;
  return <ScenarioDetail code={parsed.data} />;
}
