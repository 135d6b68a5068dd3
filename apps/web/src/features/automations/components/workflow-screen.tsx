import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TWorkflow, TWorkflowGraph, TWorkflowNode } from '@ulak/shared';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useWorkflow, useWorkflowStatus } from '../hooks/use-automations';
import { JourneyReportView } from './journey-report-view';
import { WorkflowStatusBadge } from './workflows-screen';

function nodeSummary(node: TWorkflowNode, t: (key: string, o?: Record<string, unknown>) => string): string {
  switch (node.type) {
    case 'wait':
      return node.mode === 'duration'
        ? `${node.minutes} min`
        : node.mode === 'time_of_day'
          ? `${String(node.hour).padStart(2, '0')}:${String(node.minute).padStart(2, '0')}`
          : `${node.event ?? ''} (${node.timeoutMinutes} min)`;
    case 'send':
      return node.channels.join(' → ');
    case 'condition':
      return node.condition.kind;
    case 'ab':
      return node.branches.map((b) => `${b.percent}%`).join(' / ');
    case 'update_member':
      return node.tags.map((tag) => tag.name).join(', ');
    case 'exit':
      return t('automations.workflows.end');
  }
}

// The journey as the merchant reads it: trigger, entry rule, goals, then each step and where it leads.
function GraphSummary({ graph }: { graph: TWorkflowGraph }) {
  const { t } = useTranslation();
  const trigger =
    graph.trigger.kind === 'event' ? graph.trigger.event : `${graph.trigger.date} (${graph.trigger.hour}:00)`;
  return (
    <Stack gap="xs" data-testid="workflow-graph">
      <Text>
        <b>{t('automations.workflows.trigger')}:</b> {trigger}
      </Text>
      <Text>
        <b>{t('automations.workflows.entry')}:</b>{' '}
        {graph.entry.mode === 'once'
          ? t('automations.workflows.entry_once')
          : t('automations.workflows.entry_again', { days: graph.entry.days })}
      </Text>
      {graph.exitGoals.length > 0 ? (
        <Text>
          <b>{t('automations.workflows.goals')}:</b> {graph.exitGoals.join(', ')}
        </Text>
      ) : null}
      <Text fw={600}>{t('automations.workflows.steps')}</Text>
      <List type="ordered" spacing={4}>
        {graph.nodes.map((node) => (
          <List.Item key={node.id}>
            <Group gap="xs">
              <Badge variant="default">{t(`automations.workflows.node_types.${node.type}`)}</Badge>
              <Text size="sm">
                {node.id}: {nodeSummary(node, t)}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function WorkflowDetail({ workflow }: { workflow: TWorkflow }) {
  const { t } = useTranslation();
  const status = useWorkflowStatus();
  const setStatus = (next: 'active' | 'paused') => status.setStatus(workflow.id, next);
  return (
    <Stack gap="md">
      <PageHeader
        title={workflow.name}
        description={
          workflow.liveVersion === null
            ? t('automations.workflows.never_published')
            : t('automations.workflows.version_of', { version: workflow.liveVersion })
        }
        actions={
          <Group gap="xs">
            <WorkflowStatusBadge status={workflow.status} />
            {workflow.status !== 'active' || workflow.hasDraftChanges ? (
              <Button
                color="indigo.8"
                onClick={() => setStatus('active')}
                loading={status.isPending}
                data-testid="workflow-activate"
              >
                {t('automations.workflows.activate')}
              </Button>
            ) : null}
            {workflow.status === 'active' ? (
              <Button variant="default" onClick={() => setStatus('paused')} loading={status.isPending}>
                {t('automations.workflows.pause')}
              </Button>
            ) : null}
          </Group>
        }
      />
      {workflow.hasDraftChanges && workflow.liveVersion !== null ? (
        <Alert color="yellow">{t('automations.workflows.draft_changes')}</Alert>
      ) : null}
      <Paper withBorder p="md" radius="md">
        <Title order={2} fz="h4" mb="sm">
          {t('automations.workflows.steps')}
        </Title>
        <GraphSummary graph={workflow.draft} />
      </Paper>
      <JourneyReportView workflowId={workflow.id} />
    </Stack>
  );
}

// /user/automation/set/{id}: one workflow; a scenario's workflow opens its scenario screen.
export function WorkflowScreen({ id }: { id: number }) {
  const workflow = useWorkflow(id);
  if (workflow.isPending) return <LoadingScreen />;
  if (workflow.isError || !workflow.data) return <EmptyState titleKey="empty.nothing_to_show" />;
  if (workflow.data.scenarioCode) return <Navigate to={`/user/automation/${workflow.data.scenarioCode}`} replace />;
  return <WorkflowDetail workflow={workflow.data} />;
}
