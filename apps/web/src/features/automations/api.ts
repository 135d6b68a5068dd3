import type {
  TDryRunInput,
  TDryRunResult,
  TJourneyReport,
  TScenarioCode,
  TScenarioDetail,
  TScenarioSettingsDraft,
  TScenarioSummary,
  TWorkflow,
  TWorkflowGraphDraft,
  TWorkflowSummary,
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
  workflow: (id: number) => apiData<TWorkflow>(`workflows/${id}`, { silent: true }),
  createWorkflow: (name: string, graph: TWorkflowGraphDraft) =>
    apiData<TWorkflow>('workflows', { method: 'POST', body: { name, graph } }),
  updateWorkflow: (id: number, name: string, graph: TWorkflowGraphDraft) =>
    apiData<TWorkflow>(`workflows/${id}`, { method: 'PUT', body: { name, graph } }),
  dryRun: (id: number, body: TDryRunInput) =>
    apiData<TDryRunResult>(`workflows/${id}/dry-run`, { method: 'POST', body }),
  setWorkflowStatus: (id: number, status: 'active' | 'paused') =>
    apiData<TWorkflow>(`workflows/${id}/status`, { method: 'POST', body: { status } }),
  removeWorkflow: (id: number) => apiData<{ ok: boolean }>(`workflows/${id}`, { method: 'DELETE' }),
  report: (id: number) => apiData<TJourneyReport>(`workflows/${id}/report`),
};
