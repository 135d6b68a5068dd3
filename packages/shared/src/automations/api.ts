import { z } from 'zod';
import { ZTimestamp, dataEnvelope } from '../http';
import { ZChannel } from '../messaging/channels';
import { SCENARIO_FIELDS, ZScenarioCode, ZScenarioSettings } from './presets';
import { ZWorkflowGraph } from './workflow';

// The automations API: custom workflows (/workflows) and the scenario gallery (/automation/scenarios).
export const WORKFLOW_STATUSES = ['draft', 'active', 'paused'] as const;
export const ZWorkflowStatus = z.enum(WORKFLOW_STATUSES);
export type TWorkflowStatus = z.infer<typeof ZWorkflowStatus>;

export const ZWorkflowInput = z.object({
  name: z.string().trim().min(2, 'validation.name_min').max(200),
  graph: ZWorkflowGraph,
});
export type TWorkflowInput = z.infer<typeof ZWorkflowInput>;

// Publishing a new version of a live workflow: members already inside finish on the version they entered
// ('finish', the default), or move to the new one ('move': onto the node with the same id, or out of the
// journey with the reason 'node_removed' when the new version has no such node).
export const IN_FLIGHT_CHOICES = ['finish', 'move'] as const;
export type TInFlightChoice = (typeof IN_FLIGHT_CHOICES)[number];
export const ZWorkflowStatusInput = z.object({
  status: z.enum(['active', 'paused']),
  inFlight: z.enum(IN_FLIGHT_CHOICES).default('finish'),
});
export type TWorkflowStatusInput = z.input<typeof ZWorkflowStatusInput>;
export const ZScenarioStatusInput = z.object({ active: z.boolean() });
export const ZScenarioSettingsInput = z.object({ settings: ZScenarioSettings });
export const ZScenarioCodeParams = z.object({ code: ZScenarioCode });

export const ZWorkflowSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  scenarioCode: ZScenarioCode.nullable(),
  status: ZWorkflowStatus,
  liveVersion: z.number().int().nullable(),
  hasDraftChanges: z.boolean(),
  entered: z.number().int(),
  inProgress: z.number().int(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TWorkflowSummary = z.infer<typeof ZWorkflowSummary>;

export const ZWorkflow = ZWorkflowSummary.extend({ draft: ZWorkflowGraph, live: ZWorkflowGraph.nullable() });
export type TWorkflow = z.infer<typeof ZWorkflow>;

// Per node: visits, members parked there now, messages sent, and the members who passed it and then
// converted (with their revenue).
export const ZJourneyNodeCounts = z.object({
  nodeId: z.string(),
  entered: z.number().int(),
  waiting: z.number().int(),
  sent: z.number().int().describe("Messages sent; for a webhook step, calls the merchant's URL accepted (2xx)"),
  failed: z.number().int().describe('Webhook calls given up on (refused, blocked, or out of retries)'),
  converted: z.number().int(),
  revenue: z.number(),
});
export type TJourneyNodeCounts = z.infer<typeof ZJourneyNodeCounts>;

// A dry run walks one member through a graph (the draft, or the live version) from now, sending nothing:
// waits are passed as if their time came (an event wait as if it timed out), with their due time.
export const ZDryRunInput = z.object({
  memberId: z.number().int().positive(),
  source: z.enum(['draft', 'live']).default('draft'),
  // Trigger properties to walk with (a cart total, an order status), as the trigger event would carry.
  trigger: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean()])).default({}),
});
export type TDryRunInput = z.input<typeof ZDryRunInput>;

export const ZDryRunStep = z.object({
  nodeId: z.string(),
  kind: z.enum(['visit', 'sent', 'skipped', 'waiting', 'completed', 'exited']),
  at: ZTimestamp.describe('When the member reaches the node, on the simulated clock'),
  channel: ZChannel.nullable(),
  branch: z.string().nullable().describe("condition: 'yes' or 'no'; A/B split: the branch number"),
  dueAt: ZTimestamp.nullable().describe('wait: when it ends (for an event wait, its timeout)'),
});
export type TDryRunStep = z.infer<typeof ZDryRunStep>;
export const ZDryRunResult = z.object({
  memberId: z.number().int(),
  source: z.enum(['draft', 'live']),
  steps: z.array(ZDryRunStep),
});
export type TDryRunResult = z.infer<typeof ZDryRunResult>;

export const ZJourneyReport = z.object({
  days: z.number().int(),
  conversion: z
    .object({ event: z.string(), minOrderValue: z.number().nullable() })
    .describe('The conversion goal conversions and revenue are counted by (the live version, else the draft)'),
  entered: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  exitedByGoal: z.number().int(),
  holdout: z.number().int(),
  conversions: z.number().int(),
  holdoutConversions: z.number().int(),
  revenue: z.number(),
  channels: z.array(
    z.object({
      channel: ZChannel,
      sent: z.number().int(),
      delivered: z.number().int(),
      opened: z.number().int(),
      clicked: z.number().int(),
    }),
  ),
  nodes: z.array(ZJourneyNodeCounts),
  perDay: z.array(
    z.object({
      day: z.string(),
      entered: z.number().int(),
      sent: z.number().int(),
      conversions: z.number().int(),
      revenue: z.number(),
    }),
  ),
});
export type TJourneyReport = z.infer<typeof ZJourneyReport>;

export const ZScenarioSummary = z.object({
  code: ZScenarioCode,
  workflowId: z.number().int().nullable(),
  name: z.string().nullable(),
  active: z.boolean(),
  channels: z.string().nullable(),
  revenue30d: z.number(),
  entered30d: z.number().int(),
  sent30d: z.number().int(),
});
export type TScenarioSummary = z.infer<typeof ZScenarioSummary>;

export const ZScenarioDetail = ZScenarioSummary.extend({
  fields: z.array(z.enum(SCENARIO_FIELDS)),
  settings: ZScenarioSettings,
  saved: z.boolean(),
});
export type TScenarioDetail = z.infer<typeof ZScenarioDetail>;

// Read-only share links of a workflow; the token is shown once, when the link is made.
export const ZWorkflowShareLink = z.object({
  id: z.number().int(),
  createdAt: ZTimestamp,
  revokedAt: ZTimestamp.nullable(),
});
export type TWorkflowShareLink = z.infer<typeof ZWorkflowShareLink>;
export const ZNewWorkflowShareLink = ZWorkflowShareLink.extend({ token: z.string() });
export type TNewWorkflowShareLink = z.infer<typeof ZNewWorkflowShareLink>;
export const ZShareLinkParams = z.object({
  id: z.coerce.number().int().positive(),
  linkId: z.coerce.number().int().positive(),
});
export const ZShareTokenParams = z.object({ token: z.string().min(10).max(100) });
// What the holder of a share link sees: the live graph (the draft while nothing is live).
export const ZSharedWorkflow = z.object({
  name: z.string(),
  status: ZWorkflowStatus,
  liveVersion: z.number().int().nullable(),
  graph: ZWorkflowGraph,
});
export type TSharedWorkflow = z.infer<typeof ZSharedWorkflow>;

// The key a workflow's webhook calls are signed with (x-ulak-signature: sha256=HMAC(key, "<timestamp>.<body>")).
export const ZWebhookSecretResult = dataEnvelope(
  z.object({
    secret: z.string(),
    incomingUrl: z.string().describe('The URL a webhook-triggered workflow starts from (POST, signed with the secret)'),
  }),
);
export type TWebhookSecret = z.infer<typeof ZWebhookSecretResult>['data'];
