import {
  FLOW_FILTER_ID,
  ZWorkflowNode,
  type TWorkflowGraph,
  type TWorkflowNode,
  type TWorkflowNodeType,
} from '@ulak/shared';

// The canvas edits a workflow graph through these pure functions: the graph stays the one source of
// truth (nodes linked by id), the canvas's nodes and edges are drawn from it.

export const TRIGGER_ID = 'trigger';
// Issues of the exit goals and the flow filter are shown on the trigger's panel, where they are edited.
export const panelOf = (nodeId: string): string =>
  nodeId === 'goals' || nodeId === FLOW_FILTER_ID ? TRIGGER_ID : nodeId;
export const NODE_TYPES: TWorkflowNodeType[] = ['wait', 'condition', 'ab', 'send', 'update_member', 'webhook', 'exit'];

export type TPoint = { x: number; y: number };

// The outgoing connection points of a node: 'start' (trigger), 'next', 'timeout' (event wait),
// 'yes'/'no' (condition), 'b0'…'b4' (A/B split branches).
export function handlesOf(node: TWorkflowNode | null): string[] {
  if (node === null) return ['start'];
  switch (node.type) {
    case 'wait':
      return node.mode === 'event' ? ['next', 'timeout'] : ['next'];
    case 'condition':
      return ['yes', 'no'];
    case 'ab':
      return node.branches.map((_, i) => `b${i}`);
    case 'exit':
      return [];
    default:
      return ['next'];
  }
}

export function pointerOf(graph: TWorkflowGraph, sourceId: string, handle: string): string | null {
  if (sourceId === TRIGGER_ID) return graph.start;
  const node = graph.nodes.find((n) => n.id === sourceId);
  if (!node) return null;
  if (node.type === 'wait') return handle === 'timeout' ? node.timeoutNext : node.next;
  if (node.type === 'condition') return handle === 'no' ? node.no : node.yes;
  if (node.type === 'ab') return node.branches[Number(handle.slice(1))]?.next ?? null;
  if (node.type === 'exit') return null;
  return node.next;
}

function withPointer(node: TWorkflowNode, handle: string, target: string | null): TWorkflowNode {
  switch (node.type) {
    case 'wait':
      return handle === 'timeout' ? { ...node, timeoutNext: target } : { ...node, next: target };
    case 'condition':
      return handle === 'no' ? { ...node, no: target } : { ...node, yes: target };
    case 'ab':
      return {
        ...node,
        branches: node.branches.map((b, i) => (`b${i}` === handle ? { ...b, next: target } : b)),
      };
    case 'exit':
      return node;
    default:
      return { ...node, next: target };
  }
}

// Points one connection point at a node (or nowhere).
export function connect(graph: TWorkflowGraph, sourceId: string, handle: string, target: string | null) {
  if (sourceId === TRIGGER_ID) return { ...graph, start: target };
  return { ...graph, nodes: graph.nodes.map((n) => (n.id === sourceId ? withPointer(n, handle, target) : n)) };
}

export function replaceNode(graph: TWorkflowGraph, node: TWorkflowNode): TWorkflowGraph {
  return { ...graph, nodes: graph.nodes.map((n) => (n.id === node.id ? node : n)) };
}

// Removes a node and every connection into it.
export function removeNode(graph: TWorkflowGraph, id: string): TWorkflowGraph {
  let next: TWorkflowGraph = { ...graph, nodes: graph.nodes.filter((n) => n.id !== id) };
  if (next.start === id) next = { ...next, start: null };
  for (const node of next.nodes)
    for (const handle of handlesOf(node))
      if (pointerOf(next, node.id, handle) === id) next = connect(next, node.id, handle, null);
  const { [id]: _dropped, ...layout } = next.layout;
  return { ...next, layout };
}

export function newNodeId(graph: TWorkflowGraph, type: TWorkflowNodeType): string {
  const taken = new Set([TRIGGER_ID, ...graph.nodes.map((n) => n.id)]);
  for (let i = 1; ; i++) if (!taken.has(`${type}_${i}`)) return `${type}_${i}`;
}

// A node as dropped from the palette: the schema's defaults, connected to nothing.
const DEFAULTS: Record<TWorkflowNodeType, Record<string, unknown>> = {
  wait: { mode: 'duration', minutes: 60 },
  condition: { condition: { kind: 'trigger_value' } },
  ab: { branches: [{ percent: 50 }, { percent: 50 }] },
  send: { channels: ['email'] },
  update_member: { tags: [{ name: 'journey' }] },
  webhook: { url: '' },
  exit: {},
};

export function defaultNode(type: TWorkflowNodeType, id: string): TWorkflowNode {
  return ZWorkflowNode.parse({ id, type, ...DEFAULTS[type] });
}

export function addNode(graph: TWorkflowGraph, type: TWorkflowNodeType, at: TPoint) {
  const id = newNodeId(graph, type);
  const node = defaultNode(type, id);
  return {
    id,
    graph: { ...graph, nodes: [...graph.nodes, node], layout: { ...graph.layout, [id]: at } },
  };
}

const COLUMN = 280;
const ROW = 170;

// Positions of the trigger and every node: the saved layout, else layered by distance from the trigger.
export function positions(graph: TWorkflowGraph): Map<string, TPoint> {
  const depth = new Map<string, number>([[TRIGGER_ID, 0]]);
  const queue: string[] = graph.start ? [graph.start] : [];
  if (graph.start) depth.set(graph.start, 1);
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  while (queue.length > 0) {
    const id = queue.shift() as string;
    const node = byId.get(id);
    if (!node) continue;
    for (const handle of handlesOf(node)) {
      const next = pointerOf(graph, id, handle);
      if (next && !depth.has(next)) {
        depth.set(next, (depth.get(id) ?? 0) + 1);
        queue.push(next);
      }
    }
  }
  let maxDepth = Math.max(...depth.values());
  for (const node of graph.nodes) if (!depth.has(node.id)) depth.set(node.id, ++maxDepth);
  const perRow = new Map<number, number>();
  const result = new Map<string, TPoint>();
  for (const id of [TRIGGER_ID, ...graph.nodes.map((n) => n.id)]) {
    const d = depth.get(id) ?? 0;
    const column = perRow.get(d) ?? 0;
    perRow.set(d, column + 1);
    result.set(id, graph.layout[id] ?? { x: column * COLUMN, y: d * ROW });
  }
  return result;
}

export type TEdgeModel = { id: string; source: string; sourceHandle: string; target: string };

export function edgesOf(graph: TWorkflowGraph): TEdgeModel[] {
  const ids = new Set(graph.nodes.map((n) => n.id));
  const edges: TEdgeModel[] = [];
  const add = (source: string, handle: string, target: string | null) => {
    if (target !== null && ids.has(target))
      edges.push({ id: `${source}:${handle}`, source, sourceHandle: handle, target });
  };
  add(TRIGGER_ID, 'start', graph.start);
  for (const node of graph.nodes)
    for (const handle of handlesOf(node)) add(node.id, handle, pointerOf(graph, node.id, handle));
  return edges;
}
