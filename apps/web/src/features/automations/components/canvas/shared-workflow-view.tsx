import '@xyflow/react/dist/style.css';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  Background,
  Controls,
  MarkerType,
  ReactFlow,
  ReactFlowProvider,
  useNodesState,
  type Edge,
} from '@xyflow/react';
import type { TWorkflowGraph } from '@ulak/shared';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../common/components/loading-screen';
import { useSharedWorkflow } from '../../hooks/use-automations';
import { edgesOf, positions, TRIGGER_ID } from './graph-model';
import { handleLabel, StepNode, type TStepNode } from './step-node';

const NODE_KINDS = { step: StepNode };

function ReadOnlyCanvas({ graph }: { graph: TWorkflowGraph }) {
  const { t } = useTranslation();
  const [nodes, setNodes, onNodesChange] = useNodesState<TStepNode>([]);
  useEffect(() => {
    const at = positions(graph);
    setNodes(
      [TRIGGER_ID, ...graph.nodes.map((n) => n.id)].map((id) => ({
        id,
        type: 'step' as const,
        position: at.get(id) ?? { x: 0, y: 0 },
        ariaLabel: id === TRIGGER_ID ? t('automations.workflows.trigger') : id,
        data: {
          node: id === TRIGGER_ID ? null : (graph.nodes.find((n) => n.id === id) ?? null),
          trigger: graph.trigger,
          counts: null,
          issues: [],
          path: [],
        },
      })),
    );
  }, [graph, setNodes, t]);
  const edges: Edge[] = useMemo(
    () =>
      edgesOf(graph).map((e) => ({
        ...e,
        label: handleLabel(graph.nodes.find((n) => n.id === e.source) ?? null, e.sourceHandle, t) || undefined,
        markerEnd: { type: MarkerType.ArrowClosed },
      })),
    [graph, t],
  );
  return (
    <ReactFlow<TStepNode, Edge>
      nodes={nodes}
      edges={edges}
      nodeTypes={NODE_KINDS}
      onNodesChange={onNodesChange}
      nodesDraggable={false}
      nodesConnectable={false}
      elementsSelectable={false}
      deleteKeyCode={null}
      fitView
      fitViewOptions={{ maxZoom: 1, padding: 0.2 }}
      minZoom={0.3}
    >
      <Background />
      <Controls showInteractive={false} />
    </ReactFlow>
  );
}

// /workflow?token=…: one workflow, read-only, for the holder of a share link (no login). A forged or
// revoked link says so plainly.
export function SharedWorkflowView({ token }: { token: string }) {
  const { t } = useTranslation();
  const shared = useSharedWorkflow(token);
  if (token !== '' && shared.isPending) return <LoadingScreen />;
  if (token === '' || shared.isError || !shared.data)
    return (
      <Stack gap="sm" align="center" py="xl" data-testid="shared-workflow-invalid">
        <Title order={1} fz="h2">
          {t('automations.share.invalid_title')}
        </Title>
        <Text>{t('automations.share.invalid_body')}</Text>
      </Stack>
    );
  const w = shared.data;
  return (
    <Stack gap="md" data-testid="shared-workflow">
      <Group justify="space-between">
        <Title order={1} fz="h2" data-testid="shared-workflow-name">
          {w.name}
        </Title>
        <Group gap="xs">
          <Badge variant="dot" color={w.status === 'active' ? 'green' : w.status === 'paused' ? 'yellow' : 'gray'}>
            {t(`automations.workflows.statuses.${w.status}`)}
          </Badge>
          {w.liveVersion !== null ? (
            <Badge variant="default">{t('automations.workflows.version_of', { version: w.liveVersion })}</Badge>
          ) : null}
        </Group>
      </Group>
      <Text size="sm" c="gray.7">
        {t('automations.share.read_only')}
      </Text>
      <Paper withBorder radius="md" h={600}>
        <ReactFlowProvider>
          <ReadOnlyCanvas graph={w.graph} />
        </ReactFlowProvider>
      </Paper>
    </Stack>
  );
}
