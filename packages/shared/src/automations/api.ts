import { z } from 'zod';
import { dataEnvelope } from '../http';
import type { TChannel } from '../messaging/channels';
import {
  ZScenarioCode,
  ZScenarioSettings,
  type TScenarioCode,
  type TScenarioField,
  type TScenarioSettings,
} from './presets';
import { ZWorkflowGraph, type TWorkflowGraph } from './workflow';

// The automations API: custom workflows (/workflows) and the scenario gallery (/automation/scenarios).
export const WORKFLOW_STATUSES = ['draft', 'active', 'paused'] as const;
export type TWorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export const ZWorkflowInput = z.object({
  name: z.string().trim().min(2, 'validation.name_min').max(200),
  graph: ZWorkflowGraph,
});
export type TWorkflowInput = z.infer<typeof ZWorkflowInput>;

export const ZWorkflowStatusInput = z.object({ status: z.enum(['active', 'paused']) });
export const ZScenarioStatusInput = z.object({ active: z.boolean() });
export const ZScenarioSettingsInput = z.object({ settings: ZScenarioSettings });
export const ZScenarioCodeParams = z.object({ code: ZScenarioCode });

export type TWorkflowSummary = {
  id: number;
  name: string;
  scenarioCode: TScenarioCode | null;
  status: TWorkflowStatus;
  liveVersion: number | null;
  hasDraftChanges: boolean;
  entered: number;
  inProgress: number;
  createdAt: string;
  updatedAt: string;
};

export type TWorkflow = TWorkflowSummary & { draft: TWorkflowGraph; live: TWorkflowGraph | null };

// Per node: visits, members parked there now, messages sent, and the members who passed it and then
// converted (with their revenue).
export type TJourneyNodeCounts = {
  nodeId: string;
  entered: number;
  waiting: number;
  // Messages sent; for a webhook step, calls the merchant's URL accepted (2xx).
  sent: number;
  // Webhook calls given up on (refused, blocked, or out of retries).
  failed: number;
  converted: number;
  revenue: number;
};

// A dry run walks one member through a graph (the draft, or the live version) from now, sending nothing:
// waits are passed as if their time came (an event wait as if it timed out), with their due time.
export const ZDryRunInput = z.object({
  memberId: z.number().int().positive(),
  source: z.enum(['draft', 'live']).default('draft'),
  // Trigger properties to walk with (a cart total, an order status), as the trigger event would carry.
  trigger: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean()])).default({}),
});
export type TDryRunInput = z.input<typeof ZDryRunInput>;

export type TDryRunStep = {
  nodeId: string;
  kind: 'visit' | 'sent' | 'skipped' | 'waiting' | 'completed' | 'exited';
  // When the member reaches the node, on the simulated clock.
  at: string;
  channel: TChannel | null;
  // condition: 'yes' or 'no'; A/B split: the branch number.
  branch: string | null;
  // wait: when it ends (for an event wait, its timeout).
  dueAt: string | null;
};
export type TDryRunResult = { memberId: number; source: 'draft' | 'live'; steps: TDryRunStep[] };

export type TJourneyReport = {
  days: number;
  entered: number;
  inProgress: number;
  completed: number;
  exitedByGoal: number;
  holdout: number;
  conversions: number;
  holdoutConversions: number;
  revenue: number;
  channels: { channel: TChannel; sent: number; delivered: number; opened: number; clicked: number }[];
  nodes: TJourneyNodeCounts[];
  perDay: { day: string; entered: number; sent: number; conversions: number; revenue: number }[];
};

export type TScenarioSummary = {
  code: TScenarioCode;
  workflowId: number | null;
  name: string | null;
  active: boolean;
  channels: string | null;
  revenue30d: number;
  entered30d: number;
  sent30d: number;
};

export type TScenarioDetail = TScenarioSummary & {
  fields: TScenarioField[];
  settings: TScenarioSettings;
  saved: boolean;
};

// Read-only share links of a workflow; the token is shown once, when the link is made.
export type TWorkflowShareLink = { id: number; createdAt: string; revokedAt: string | null };
export type TNewWorkflowShareLink = TWorkflowShareLink & { token: string };
export const ZShareLinkParams = z.object({
  id: z.coerce.number().int().positive(),
  linkId: z.coerce.number().int().positive(),
});
export const ZShareTokenParams = z.object({ token: z.string().min(10).max(100) });
// What the holder of a share link sees: the live graph (the draft while nothing is live).
export type TSharedWorkflow = {
  name: string;
  status: TWorkflowStatus;
  liveVersion: number | null;
  graph: TWorkflowGraph;
};

// The key a workflow's webhook calls are signed with (x-ulak-signature: sha256=HMAC(key, "<timestamp>.<body>")).
export const ZWebhookSecretResult = dataEnvelope(z.object({ secret: z.string() }));
export type TWebhookSecret = z.infer<typeof ZWebhookSecretResult>['data'];
