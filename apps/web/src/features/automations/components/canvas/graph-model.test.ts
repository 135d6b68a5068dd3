import { describe, expect, it } from 'vitest';
import { ZWorkflowGraph, validateGraph } from '@ulak/shared';
import { addNode, connect, edgesOf, positions, removeNode, TRIGGER_ID } from './graph-model';

const empty = ZWorkflowGraph.parse({ trigger: { kind: 'event', event: 'custom:vip' }, start: null, nodes: [] });

describe('canvas graph model', () => {
  it('builds a trigger → wait → condition graph by adding and connecting steps', () => {
    const a = addNode(empty, 'wait', { x: 10, y: 20 });
    const b = addNode(a.graph, 'condition', { x: 10, y: 200 });
    const c = addNode(b.graph, 'exit', { x: 10, y: 400 });
    expect([a.id, b.id, c.id]).toEqual(['wait_1', 'condition_1', 'exit_1']);
    let g = connect(c.graph, TRIGGER_ID, 'start', 'wait_1');
    g = connect(g, 'wait_1', 'next', 'condition_1');
    g = connect(g, 'condition_1', 'no', 'exit_1');
    expect(edgesOf(g).map((e) => e.id)).toEqual(['trigger:start', 'wait_1:next', 'condition_1:no']);
    expect(positions(g).get('condition_1')).toEqual({ x: 10, y: 200 });
    expect(validateGraph(g)).toEqual([]);
  });

  it('removing a step cuts every connection into it, leaving the rest unreachable for the checks', () => {
    const a = addNode(empty, 'send', { x: 0, y: 0 });
    const b = addNode(a.graph, 'exit', { x: 0, y: 0 });
    let g = connect(connect(b.graph, TRIGGER_ID, 'start', 'send_1'), 'send_1', 'next', 'exit_1');
    g = removeNode(g, 'send_1');
    expect(g.start).toBeNull();
    expect(g.layout.send_1).toBeUndefined();
    expect(validateGraph(g).map((i) => [i.nodeId, i.code])).toEqual([
      ['trigger', 'missing_start'],
      ['exit_1', 'unreachable'],
    ]);
  });

  it('lays out steps without a saved position in layers below the trigger', () => {
    const g = ZWorkflowGraph.parse({
      trigger: { kind: 'event', event: 'signup' },
      start: 'a',
      nodes: [
        { id: 'a', type: 'condition', condition: { kind: 'trigger_value' }, yes: 'b', no: 'c' },
        { id: 'b', type: 'exit' },
        { id: 'c', type: 'exit' },
      ],
    });
    const at = positions(g);
    expect(at.get(TRIGGER_ID)?.y).toBeLessThan(at.get('a')?.y ?? 0);
    expect(at.get('b')?.y).toBe(at.get('c')?.y);
    expect(at.get('b')?.x).not.toBe(at.get('c')?.x);
  });
});
