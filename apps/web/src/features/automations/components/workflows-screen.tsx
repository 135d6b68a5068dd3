import { ActionIcon, Anchor, Badge, Button, Group, Menu, Modal, Select, Stack, Table, TextInput } from '@mantine/core';
import { IconDots, IconPlayerPause, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  SCENARIO_CODES,
  ZScenarioSettings,
  buildPresetGraph,
  presetDefaults,
  type TScenarioCode,
  type TWorkflowGraphDraft,
  type TWorkflowStatus,
  type TWorkflowSummary,
} from '@ulak/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirmIrreversible } from '../../../lib/dialogs/confirm';
import { formatCount, formatDateTimeShort } from '../../../lib/format';
import { showToast } from '../../../lib/toast/toast';
import { EmptyState } from '../../common/components/empty-state';
import { LoadingScreen } from '../../common/components/loading-screen';
import { PageHeader } from '../../common/components/page-header';
import { useCreateWorkflow, useDeleteWorkflow, useWorkflowStatus, useWorkflows } from '../hooks/use-automations';
import { LoadError } from '../../common/components/query-state';
import { currentLanguage } from '../../../lib/i18n/i18n';

export function WorkflowStatusBadge({ status }: { status: TWorkflowStatus }) {
  const { t } = useTranslation();
  const color = status === 'active' ? 'green' : status === 'paused' ? 'yellow' : 'gray';
  return (
    <Badge variant="dot" color={color} data-testid="workflow-status">
      {t(`automations.workflows.statuses.${status}`)}
    </Badge>
  );
}

// A new custom workflow starts blank (a trigger only) or as a copy of a ready scenario's journey, as a draft.
const BLANK = 'blank';
const blankGraph = (): TWorkflowGraphDraft => ({ trigger: { kind: 'event', event: 'signup' }, start: null, nodes: [] });

function NewWorkflowForm({ onDone }: { onDone: (id: number) => void }) {
  const { t } = useTranslation();
  const create = useCreateWorkflow();
  const [template, setTemplate] = useState<TScenarioCode | typeof BLANK>(BLANK);
  const [name, setName] = useState('');
  const templateName =
    template === BLANK ? t('automations.workflows.blank') : t(`automations.scenarios.${template}.name`);
  const submit = () => {
    const label = name.trim() || templateName;
    const graph =
      template === BLANK
        ? blankGraph()
        : buildPresetGraph(template, ZScenarioSettings.parse(presetDefaults(template, label)));
    create.mutate(
      { name: label, graph },
      {
        onSuccess: (w) => {
          showToast(t('automations.workflows.created'), 'success');
          onDone(w.id);
        },
      },
    );
  };
  return (
    <Stack gap="sm">
      <Select
        label={t('automations.workflows.template')}
        data={[
          { value: BLANK, label: t('automations.workflows.blank') },
          ...SCENARIO_CODES.map((c) => ({ value: c, label: t(`automations.scenarios.${c}.name`) })),
        ]}
        value={template}
        allowDeselect={false}
        onChange={(v) => v && setTemplate(v as TScenarioCode | typeof BLANK)}
        data-testid="workflow-template"
      />
      <TextInput
        label={t('automations.workflows.name')}
        value={name}
        placeholder={templateName}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button color="indigo.8" onClick={submit} loading={create.isPending} data-testid="workflow-create">
          {t('automations.workflows.create')}
        </Button>
      </Group>
    </Stack>
  );
}

function WorkflowMenu({ workflow }: { workflow: TWorkflowSummary }) {
  const { t } = useTranslation();
  const status = useWorkflowStatus();
  const remove = useDeleteWorkflow();
  const setStatus = (next: 'active' | 'paused') => status.setStatus(workflow.id, next);
  const onDelete = async () => {
    if (!(await confirmIrreversible())) return;
    remove.mutate(workflow.id, { onSuccess: () => showToast(t('automations.workflows.deleted'), 'success') });
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('automations.workflows.row_menu')} data-testid="workflow-menu">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {workflow.status !== 'active' || workflow.hasDraftChanges ? (
          <Menu.Item leftSection={<IconPlayerPlay size={14} />} onClick={() => setStatus('active')}>
            {t('automations.workflows.activate')}
          </Menu.Item>
        ) : null}
        {workflow.status === 'active' ? (
          <Menu.Item leftSection={<IconPlayerPause size={14} />} onClick={() => setStatus('paused')}>
            {t('automations.workflows.pause')}
          </Menu.Item>
        ) : null}
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => void onDelete()}>
          {t('automations.workflows.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

// /user/workflows: the account's custom workflows.
export function WorkflowsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const workflows = useWorkflows();
  const [creating, setCreating] = useState(false);
  const rows = workflows.data ?? [];
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.workflows')}
        description={t('automations.workflows.description')}
        actions={
          <Button
            color="indigo.8"
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            data-testid="workflow-new"
          >
            {t('automations.workflows.new')}
          </Button>
        }
      />
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('automations.workflows.new_title')}
      >
        <NewWorkflowForm onDone={(id) => void navigate(`/user/automation/set/${id}`)} />
      </Modal>
      {workflows.isPending ? <LoadingScreen /> : null}
      {workflows.isError ? <LoadError onRetry={() => void workflows.refetch()} /> : null}
      {workflows.isSuccess && rows.length === 0 ? <EmptyState /> : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover data-testid="workflows-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('automations.workflows.name')}</Table.Th>
                <Table.Th>{t('automations.workflows.status')}</Table.Th>
                <Table.Th ta="right">{t('automations.workflows.version')}</Table.Th>
                <Table.Th ta="right">{t('automations.workflows.entered')}</Table.Th>
                <Table.Th ta="right">{t('automations.workflows.in_progress')}</Table.Th>
                <Table.Th>{t('automations.workflows.updated')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((w) => (
                <Table.Tr key={w.id} data-testid="workflow-row">
                  <Table.Td>
                    <Anchor component={Link} to={`/user/automation/set/${w.id}`}>
                      {w.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <WorkflowStatusBadge status={w.status} />
                  </Table.Td>
                  <Table.Td ta="right">{w.liveVersion ?? '-'}</Table.Td>
                  <Table.Td ta="right">{formatCount(w.entered, currentLanguage())}</Table.Td>
                  <Table.Td ta="right">{formatCount(w.inProgress, currentLanguage())}</Table.Td>
                  <Table.Td>{formatDateTimeShort(w.updatedAt)}</Table.Td>
                  <Table.Td>
                    <WorkflowMenu workflow={w} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
