import type {
  TDryRunInput,
  TDryRunResult,
  TJourneyReport,
  TNewWorkflowShareLink,
  TSharedWorkflow,
  TWorkflowShareLink,
  TScenarioCode,
  TScenarioDetail,
  TScenarioSettingsDraft,
  TScenarioSummary,
  TWorkflow,
  TWorkflowGraphDraft,
  TWorkflowSummary,
  TWebhookSecret,
  TInFlightChoice,
} from '@ulak/shared';
import { apiData } from '../../lib/api/api-client';

export const automationsApi = {
  scenarios: () => apiData<TScenarioSummary[]>('automation/scenarios'),
  scenario: (code: TScenarioCode) => apiData<TScenarioDetail>(`automation/scenarios/${code}`, { silent: true }),
  saveScenario: (code: TScenarioCode, settings: TScenarioSettingsDraft) =>
    apiData<TScenarioDetail>(`automation/scenarios/${code}`, { method: 'PUT', body: { settings } }),
  switchScenario: (code: TScenarioCode, active: boolean) =>
    apiData<TScenarioDetail>(`automation/scenarios/${code}/status`, { method: 'POST', body: { active } }),
  workflows: () => apiData<TWorkflowSummary[]>('workflows'),
  workflow: (id: number) => apiData<TWorkflow>(`workflows/${id}`, { ownRecord: true }),
  createWorkflow: (name: string, graph: TWorkflowGraphDraft) =>
    apiData<TWorkflow>('workflows', { method: 'POST', body: { name, graph } }),
  updateWorkflow: (id: number, name: string, graph: TWorkflowGraphDraft) =>
    apiData<TWorkflow>(`workflows/${id}`, { method: 'PUT', body: { name, graph } }),
  dryRun: (id: number, body: TDryRunInput) =>
    apiData<TDryRunResult>(`workflows/${id}/dry-run`, { method: 'POST', body }),
  setWorkflowStatus: (id: number, status: 'active' | 'paused', inFlight: TInFlightChoice = 'finish') =>
    apiData<TWorkflow>(`workflows/${id}/status`, { method: 'POST', body: { status, inFlight } }),
  removeWorkflow: (id: number) => apiData<{ ok: boolean }>(`workflows/${id}`, { method: 'DELETE' }),
  shareLinks: (id: number) => apiData<TWorkflowShareLink[]>(`workflows/${id}/share-links`),
  createShareLink: (id: number) => apiData<TNewWorkflowShareLink>(`workflows/${id}/share-links`, { method: 'POST' }),
  revokeShareLink: (id: number, linkId: number) =>
    apiData<TWorkflowShareLink>(`workflows/${id}/share-links/${linkId}`, { method: 'DELETE' }),
  // Public: the holder of a share link; an invalid link is the screen's own state, not a dialog.
  shared: (token: string) =>
    apiData<TSharedWorkflow>(`shared-workflows/${encodeURIComponent(token)}`, { silent: true }),
  webhookSecret: (id: number, rotate: boolean) =>
    apiData<TWebhookSecret>(`workflows/${id}/webhook-secret`, { method: rotate ? 'POST' : 'GET' }),
  report: (id: number) => apiData<TJourneyReport>(`workflows/${id}/report`),
};
