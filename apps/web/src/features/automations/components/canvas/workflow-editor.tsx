import '@xyflow/react/dist/style.css';
import {
  Alert,
  Box,
  Button,
  Grid,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  Background,
  Controls,
  MarkerType,
  ReactFlow,
  ReactFlowProvider,
  useNodesState,
  useReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import {
  validateGraph,
  type TDryRunResult,
  type TInFlightChoice,
  type TWorkflow,
  type TWorkflowGraph,
  type TWorkflowNodeType,
} from '@ulak/shared';
import { useEffect, useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api/api-error';
import { confirmIrreversible } from '../../../../lib/dialogs/confirm';
import { showToast } from '../../../../lib/toast/toast';
import { PageHeader } from '../../../common/components/page-header';
import { useDryRun, useJourneyReport, useSaveWorkflow, useWorkflowStatus } from '../../hooks/use-automations';
import { JourneyReportView } from '../journey-report-view';
import { ShareLinksButton } from '../share-links';
import { WorkflowStatusBadge } from '../workflows-screen';
import { DryRunPanel } from './dry-run-panel';
import { addNode, connect, edgesOf, NODE_TYPES, panelOf, positions, removeNode, TRIGGER_ID } from './graph-model';
import { NodePanel } from './node-panel';
import { PublishChoiceModal } from './publish-choice-modal';
import { handleLabel, StepNode, type TStepData, type TStepNode } from './step-node';
import { FeatureTrialPrompt } from '../../../billing/components/trial-prompt';

const NODE_KINDS = { step: StepNode };
const DRAG_TYPE = 'application/x-workflow-node';
const FIT = { maxZoom: 1, padding: 0.2 };

// Problems per node: the server's (after a refused activation) until the next edit, else the same
// checks run here as the merchant edits.
function useIssues(graph: TWorkflowGraph, serverIssues: Record<string, string[]>) {
  const { t } = useTranslation();
  return useMemo(() => {
    const local = validateGraph(graph);
    const byNode = new Map<string, string[]>();
    for (const issue of local) {
      const nodeId = panelOf(issue.nodeId);
      const text = t(`automations.canvas.issues.${issue.code}`, { detail: issue.detail ?? '' });
      byNode.set(nodeId, [...(byNode.get(nodeId) ?? []), text]);
    }
    for (const [nodeId, messages] of Object.entries(serverIssues)) byNode.set(nodeId, messages);
    return { list: local, byNode };
  }, [graph, serverIssues, t]);
}

function Palette({ onAdd }: { onAdd: (type: TWorkflowNodeType) => void }) {
  const { t } = useTranslation();
  const onDragStart = (event: DragEvent, type: TWorkflowNodeType) => {
    event.dataTransfer.setData(DRAG_TYPE, type);
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <Stack gap={6} data-testid="canvas-palette">
      <Text size="sm" fw={600}>
        {t('automations.canvas.palette')}
      </Text>
      <Text size="xs" c="gray.7">
        {t('automations.canvas.palette_help')}
      </Text>
      {NODE_TYPES.map((type) => (
        <Button
          key={type}
          variant="default"
          size="xs"
          justify="flex-start"
          draggable
          onDragStart={(e) => onDragStart(e, type)}
          onClick={() => onAdd(type)}
          data-testid={`palette-${type}`}
        >
          {t(`automations.workflows.node_types.${type}`)}
        </Button>
      ))}
    </Stack>
  );
}

function Editor({ workflow }: { workflow: TWorkflow }) {
  const { t } = useTranslation();
  const flow = useReactFlow();
  const [graph, setGraphState] = useState<TWorkflowGraph>(workflow.draft);
  const [name, setName] = useState(workflow.name);
  const [dirty, setDirty] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [selectedEdges, setSelectedEdges] = useState<Set<string>>(new Set());
  const [serverIssues, setServerIssues] = useState<Record<string, string[]>>({});
  const [dryResult, setDryResult] = useState<TDryRunResult | null>(null);
  const [choosing, setChoosing] = useState(false);
  const report = useJourneyReport(workflow.id);
  const save = useSaveWorkflow();
  const status = useWorkflowStatus();
  const dryRun = useDryRun();
  const issues = useIssues(graph, serverIssues);

  const setGraph = (next: TWorkflowGraph) => {
    setGraphState(next);
    setDirty(true);
    setServerIssues({});
    setDryResult(null);
  };

  const counts = useMemo(() => new Map((report.data?.nodes ?? []).map((n) => [n.nodeId, n])), [report.data]);
  const pathOf = useMemo(() => {
    const map = new Map<string, number[]>();
    (dryResult?.steps ?? []).forEach((step, i) => map.set(step.nodeId, [...(map.get(step.nodeId) ?? []), i]));
    if (dryResult) map.set(TRIGGER_ID, [-1]);
    return map;
  }, [dryResult]);

  const [nodes, setNodes, applyNodeChanges] = useNodesState<TStepNode>([]);
  useEffect(() => {
    const at = positions(graph);
    const data = (id: string): TStepData => {
      const node = id === TRIGGER_ID ? null : (graph.nodes.find((n) => n.id === id) ?? null);
      const c = counts.get(id);
      return {
        node,
        trigger: graph.trigger,
        counts: report.data
          ? node === null
            ? {
                entered: report.data.entered,
                waiting: 0,
                sent: 0,
                failed: 0,
                converted: report.data.conversions,
                revenue: report.data.revenue,
                isTrigger: true,
              }
            : {
                entered: c?.entered ?? 0,
                waiting: c?.waiting ?? 0,
                sent: c?.sent ?? 0,
                failed: c?.failed ?? 0,
                converted: c?.converted ?? 0,
                revenue: c?.revenue ?? 0,
              }
          : null,
        issues: issues.byNode.get(id) ?? [],
        path: (pathOf.get(id) ?? []).filter((n) => n >= 0),
      };
    };
    setNodes((previous) => {
      const before = new Map(previous.map((n) => [n.id, n]));
      return [TRIGGER_ID, ...graph.nodes.map((n) => n.id)].map((id) => ({
        ...before.get(id),
        id,
        type: 'step' as const,
        position: at.get(id) ?? { x: 0, y: 0 },
        deletable: id !== TRIGGER_ID,
        selected: id === selected,
        ariaLabel: id === TRIGGER_ID ? t('automations.workflows.trigger') : id,
        data: data(id),
      }));
    });
  }, [graph, counts, report.data, issues, pathOf, selected, setNodes, t]);

  const edges: Edge[] = useMemo(
    () =>
      edgesOf(graph).map((e) => ({
        ...e,
        label: handleLabel(graph.nodes.find((n) => n.id === e.source) ?? null, e.sourceHandle, t) || undefined,
        selected: selectedEdges.has(e.id),
        markerEnd: { type: MarkerType.ArrowClosed },
      })),
    [graph, selectedEdges, t],
  );

  const onNodesChange = (changes: NodeChange<TStepNode>[]) => {
    for (const change of changes) if (change.type === 'select' && change.selected) setSelected(change.id);
    applyNodeChanges(changes.filter((c) => c.type !== 'remove'));
  };
  const onEdgesChange = (changes: EdgeChange[]) => {
    let next = graph;
    let removed = false;
    const chosen = new Set(selectedEdges);
    for (const change of changes) {
      if (change.type === 'select') {
        if (change.selected) chosen.add(change.id);
        else chosen.delete(change.id);
      }
      if (change.type === 'remove') {
        const cut = change.id.lastIndexOf(':');
        next = connect(next, change.id.slice(0, cut), change.id.slice(cut + 1), null);
        removed = true;
      }
    }
    setSelectedEdges(chosen);
    if (removed) setGraph(next);
  };
  const onConnect = (c: Connection) => {
    if (c.target === TRIGGER_ID || c.source === c.target) return;
    setGraph(connect(graph, c.source, c.sourceHandle ?? 'next', c.target));
  };
  const removeNodes = (ids: string[]) => {
    let next = graph;
    for (const id of ids) if (id !== TRIGGER_ID) next = removeNode(next, id);
    if (selected && ids.includes(selected)) setSelected(null);
    setGraph(next);
  };
  // Deleting a step that members are waiting in asks first (they leave the journey when it goes live).
  const confirmDelete = async (ids: string[]) => {
    const holding = ids.some((id) => (counts.get(id)?.waiting ?? 0) > 0);
    return !holding || (await confirmIrreversible(t('automations.canvas.delete_holding')));
  };
  const deleteNode = async (id: string) => {
    if (await confirmDelete([id])) removeNodes([id]);
  };

  // A pressed palette button puts the step below the others; a dragged one lands where it is dropped.
  const add = (type: TWorkflowNodeType, at?: { x: number; y: number }) => {
    const bottom = Math.max(...[...positions(graph).values()].map((p) => p.y));
    const { id, graph: next } = addNode(graph, type, at ?? { x: 0, y: bottom + 170 });
    setGraph(next);
    setSelected(id);
  };
  // Every step stays in view as steps are added or removed.
  const stepCount = graph.nodes.length;
  useEffect(() => {
    void flow.fitView(FIT);
  }, [stepCount, flow]);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const type = event.dataTransfer.getData(DRAG_TYPE) as TWorkflowNodeType;
    if (!NODE_TYPES.includes(type)) return;
    add(type, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
  };

  const persist = async () => {
    if (!dirty) return true;
    try {
      await save.mutateAsync({ id: workflow.id, name, graph });
      setDirty(false);
      return true;
    } catch {
      return false;
    }
  };
  const onSave = async () => {
    if (await persist()) showToast(t('automations.canvas.saved'), 'success');
  };
  // A new version of a live workflow with members inside: the merchant chooses where they go first.
  const asksWhereMembersGo =
    workflow.liveVersion !== null && workflow.inProgress > 0 && (workflow.hasDraftChanges || dirty);
  const onActivate = async (inFlight?: TInFlightChoice) => {
    if (inFlight === undefined && asksWhereMembersGo) {
      setChoosing(true);
      return;
    }
    setChoosing(false);
    if (!(await persist())) return;
    try {
      await status.mutateAsync({ id: workflow.id, status: 'active', inFlight });
    } catch (error) {
      if (!isApiError(error) || error.status !== 422) return;
      const fields = error.body?.error?.fields ?? {};
      const byNode: Record<string, string[]> = {};
      for (const [field, messages] of Object.entries(fields))
        if (field.startsWith('nodes.')) byNode[panelOf(field.slice('nodes.'.length))] = messages;
      setServerIssues(byNode);
    }
  };
  const onDryRun = async (memberId: number) => {
    if (!(await persist())) return;
    dryRun.mutate({ id: workflow.id, input: { memberId } }, { onSuccess: setDryResult });
  };

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
            <ShareLinksButton workflowId={workflow.id} />
            <Button
              variant="default"
              onClick={() => void onSave()}
              loading={save.isPending}
              disabled={!dirty}
              data-testid="workflow-save"
            >
              {t('automations.canvas.save_draft')}
            </Button>
            {workflow.status !== 'active' || workflow.hasDraftChanges || dirty ? (
              <Button
                color="indigo.8"
                onClick={() => void onActivate()}
                loading={status.isPending}
                data-testid="workflow-activate"
              >
                {t('automations.workflows.activate')}
              </Button>
            ) : null}
            {workflow.status === 'active' ? (
              <Button
                variant="default"
                onClick={() => status.setStatus(workflow.id, 'paused')}
                loading={status.isPending}
              >
                {t('automations.workflows.pause')}
              </Button>
            ) : null}
          </Group>
        }
      />
      <PublishChoiceModal
        opened={choosing}
        inProgress={workflow.inProgress}
        loading={status.isPending}
        onClose={() => setChoosing(false)}
        onPublish={(choice) => void onActivate(choice)}
      />
      <FeatureTrialPrompt feature="automations" />
      {(workflow.hasDraftChanges && workflow.liveVersion !== null) || dirty ? (
        <Alert color="yellow">
          {dirty ? t('automations.canvas.unsaved') : t('automations.workflows.draft_changes')}
        </Alert>
      ) : null}
      <TextInput
        label={t('automations.workflows.name')}
        value={name}
        maw={420}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setDirty(true);
        }}
        data-testid="workflow-name"
      />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 2 }}>
          <Palette onAdd={(type) => add(type)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" h={600} onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
            <ReactFlow<TStepNode, Edge>
              nodes={nodes}
              edges={edges}
              nodeTypes={NODE_KINDS}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onConnect={onConnect}
              onBeforeDelete={async ({ nodes: gone, edges: cut }) => ({
                nodes: (await confirmDelete(gone.map((n) => n.id))) ? gone : [],
                edges: cut,
              })}
              onNodesDelete={(gone) => removeNodes(gone.map((n) => n.id))}
              onNodeDragStop={(_, __, moved) =>
                setGraph({
                  ...graph,
                  layout: { ...graph.layout, ...Object.fromEntries(moved.map((n) => [n.id, n.position])) },
                })
              }
              onPaneClick={() => setSelected(null)}
              fitView
              fitViewOptions={FIT}
              minZoom={0.3}
              data-testid="workflow-canvas"
            >
              <Background />
              <Controls />
            </ReactFlow>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder radius="md" p="sm" mih={600}>
            {selected ? (
              <NodePanel
                graph={graph}
                onChange={setGraph}
                selected={selected}
                onDelete={(id) => void deleteNode(id)}
                workflowId={workflow.id}
              />
            ) : (
              <Text size="sm" c="gray.7">
                {t('automations.canvas.select_help')}
              </Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <Paper withBorder p="md" radius="md" data-testid="canvas-issues">
        <Title order={2} fz="h4" mb="xs">
          {t('automations.canvas.check')}
        </Title>
        {issues.list.length === 0 ? (
          <Text size="sm" c="teal.9">
            {t('automations.canvas.no_issues')}
          </Text>
        ) : (
          <List spacing={2}>
            {issues.list.map((issue, i) => (
              <List.Item key={i}>
                <UnstyledButton onClick={() => setSelected(panelOf(issue.nodeId))} fz="sm" c="red.9" td="underline">
                  {issue.nodeId}: {t(`automations.canvas.issues.${issue.code}`, { detail: issue.detail ?? '' })}
                </UnstyledButton>
              </List.Item>
            ))}
          </List>
        )}
      </Paper>
      <DryRunPanel onRun={(id) => void onDryRun(id)} result={dryResult} running={dryRun.isPending || save.isPending} />
      <Box>
        <JourneyReportView workflowId={workflow.id} />
      </Box>
    </Stack>
  );
}

// The workflow's canvas, its checks, its dry run and its report; loaded only with this screen.
export function WorkflowEditor({ workflow }: { workflow: TWorkflow }) {
  return (
    <ReactFlowProvider>
      <Editor workflow={workflow} />
    </ReactFlowProvider>
  );
}
