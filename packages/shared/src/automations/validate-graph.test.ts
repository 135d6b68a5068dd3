import { describe, expect, it } from 'vitest';
import { SCENARIO_CODES, ZScenarioSettings, buildPresetGraph, presetDefaults } from './presets';
import { validateGraph } from './validate-graph';
import { ZWorkflowGraph, type TWorkflowGraphDraft } from './workflow';

const content = { defaultLanguage: 'tr', languages: { tr: { subject: 'Merhaba', html: '<p>Selam</p>' } } };

function graph(draft: Partial<TWorkflowGraphDraft> & Pick<TWorkflowGraphDraft, 'nodes'>) {
  return ZWorkflowGraph.parse({ trigger: { kind: 'event', event: 'signup' }, start: 'a', ...draft });
}

describe('validateGraph', () => {
  it('accepts a straight journey', () => {
    const g = graph({
      nodes: [
        { id: 'a', type: 'send', channels: ['email'], contents: { email: content }, next: 'w' },
        { id: 'w', type: 'wait', mode: 'duration', minutes: 60, next: 'x' },
        { id: 'x', type: 'exit' },
      ],
    });
    expect(validateGraph(g)).toEqual([]);
  });

  it('names the node of a loop with no wait, a send with no content and an unknown event', () => {
    const g = graph({
      trigger: { kind: 'event', event: 'carted' },
      nodes: [
        { id: 'a', type: 'send', channels: ['email', 'sms'], contents: { email: content }, next: 'b' },
        {
          id: 'b',
          type: 'condition',
          condition: { kind: 'trigger_value', property: 'x', op: 'eq', value: 1 },
          yes: 'a',
          no: 'c',
        },
        { id: 'c', type: 'wait', mode: 'event', event: 'nope', next: null },
      ],
    });
    expect(validateGraph(g)).toEqual(
      expect.arrayContaining([
        { nodeId: 'trigger', code: 'unknown_event', detail: 'carted' },
        { nodeId: 'a', code: 'send_no_content' },
        { nodeId: 'c', code: 'unknown_event', detail: 'nope' },
        expect.objectContaining({ code: 'cycle_without_wait' }),
      ]),
    );
  });

  it('allows a loop through a wait and flags unreachable nodes and bad splits', () => {
    const g = graph({
      nodes: [
        { id: 'a', type: 'wait', mode: 'duration', minutes: 60, next: 'b' },
        {
          id: 'b',
          type: 'ab',
          branches: [
            { percent: 60, next: 'a' },
            { percent: 30, next: null },
          ],
        },
        { id: 'lost', type: 'exit' },
      ],
    });
    expect(validateGraph(g)).toEqual([
      { nodeId: 'b', code: 'split_percent_sum' },
      { nodeId: 'lost', code: 'unreachable' },
    ]);
  });

  it('builds every scenario into a valid journey from its defaults', () => {
    for (const code of SCENARIO_CODES) {
      const settings = ZScenarioSettings.parse(presetDefaults(code, 'Senaryo'));
      const g = ZWorkflowGraph.parse(buildPresetGraph(code, settings));
      expect(validateGraph(g), code).toEqual([]);
    }
  });

  it('rejects a zero or negative threshold as a field error', () => {
    const base = presetDefaults('order_amount', 'Eşik');
    for (const value of [0, -750]) {
      const r = ZScenarioSettings.safeParse({ ...base, orderPriceThreshold: value });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]).toMatchObject({
        path: ['orderPriceThreshold'],
        message: 'validation.threshold_positive',
      });
    }
  });
});
