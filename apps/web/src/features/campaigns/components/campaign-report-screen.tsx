import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { ATTRIBUTION_DEFAULTS } from '@ulak/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { RecordState } from '../../common/components/record-state';
import { PageHeader } from '../../common/components/page-header';
import { TasksTable } from '../../tasks/components/tasks-table';
import { useTasks } from '../../tasks/hooks/use-tasks';
import { useCampaign, useCampaignReport } from '../hooks/use-campaigns';
import { CampaignStatusBadge } from './campaigns-screen';
import { ReportView } from './report-view';

// /user/campaign/report/{id} (tables) and report-v2 (with charts): the campaign's numbers and tasks.
export function CampaignReportScreen({ id, charts }: { id: number; charts: boolean }) {
  const { t } = useTranslation();
  const [emailDays, setEmailDays] = useState<number>(ATTRIBUTION_DEFAULTS.emailDays);
  const [otherDays, setOtherDays] = useState<number>(ATTRIBUTION_DEFAULTS.otherDays);
  const campaign = useCampaign(id);
  const report = useCampaignReport(id, { emailWindowDays: emailDays, otherWindowDays: otherDays });
  const tasks = useTasks({ campaignId: id, page: 1, perPage: 100 });
  if (!campaign.data)
    return <RecordState query={campaign} title={t('pages.campaign_report')} listPath="/user/campaigns" />;
  return (
    <Stack gap="md">
      <PageHeader
        title={`${t('pages.campaign_report')}: ${campaign.data.name}`}
        description={campaign.data.description || undefined}
        actions={
          <Group gap="xs">
            <CampaignStatusBadge campaign={campaign.data} />
            <Button
              variant="default"
              component={Link}
              to={charts ? `/user/campaign/report/${id}` : `/user/campaign/report-v2/${id}`}
            >
              {charts ? t('reports.tables') : t('reports.charts')}
            </Button>
            <Button variant="default" component={Link} to={`/user/campaign/coupon-list/${id}`}>
              {t('coupons.title')}
            </Button>
            <Button component={Link} to={`/user/task-wizard?campaign=${id}`}>
              {t('tasks.new')}
            </Button>
          </Group>
        }
      />
      <Group gap="sm">
        <NumberInput
          label={t('reports.email_window')}
          min={1}
          max={90}
          value={emailDays}
          onChange={(v) => setEmailDays(Number(v) || 1)}
          w={200}
        />
        <NumberInput
          label={t('reports.other_window')}
          min={1}
          max={90}
          value={otherDays}
          onChange={(v) => setOtherDays(Number(v) || 1)}
          w={200}
        />
      </Group>
      {report.isPending ? <LoadingScreen /> : null}
      {report.data ? <ReportView report={report.data} charts={charts} /> : null}
      {tasks.data && tasks.data.data.length > 0 ? <TasksTable tasks={tasks.data.data} /> : null}
      {tasks.data && tasks.data.data.length === 0 ? <EmptyState titleKey="empty.nothing_to_show" /> : null}
    </Stack>
  );
}
