import type {
  TDryRunInput,
  TScenarioCode,
  TScenarioSettingsDraft,
  TWebhookSecret,
  TInFlightChoice,
  TWorkflowGraphDraft,
} from '@ulak/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { automationsApi } from '../api';
import { automationKeys } from '../query-keys';

export function useScenarios() {
  return useQuery({ queryKey: automationKeys.scenarios(), queryFn: automationsApi.scenarios });
}

export function useScenario(code: TScenarioCode) {
  return useQuery({
    queryKey: automationKeys.scenario(code),
    queryFn: () => automationsApi.scenario(code),
    retry: false,
  });
}

export function useWorkflows() {
  return useQuery({ queryKey: automationKeys.workflows(), queryFn: automationsApi.workflows });
}

export function useWorkflow(id: number) {
  return useQuery({ queryKey: automationKeys.workflow(id), queryFn: () => automationsApi.workflow(id), retry: false });
}

// Journeys move on their own: the report refreshes while it is open.
export function useJourneyReport(id: number | null) {
  return useQuery({
    queryKey: automationKeys.report(id ?? 0),
    queryFn: () => automationsApi.report(id ?? 0),
    enabled: id !== null,
    refetchInterval: 10_000,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: automationKeys.all });
}

export function useSwitchScenario() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ code, active }: { code: TScenarioCode; active: boolean }) =>
      automationsApi.switchScenario(code, active),
    onSuccess: invalidate,
  });
}

export function useSaveScenario() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ code, settings }: { code: TScenarioCode; settings: TScenarioSettingsDraft }) =>
      automationsApi.saveScenario(code, settings),
    onSuccess: invalidate,
  });
}

export function useCreateWorkflow() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ name, graph }: { name: string; graph: TWorkflowGraphDraft }) =>
      automationsApi.createWorkflow(name, graph),
    onSuccess: invalidate,
  });
}

// Publishes-and-starts or pauses a workflow, saying so in a toast.
export function useWorkflowStatus() {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const mutation = useMutation({
    mutationFn: ({ id, status, inFlight }: { id: number; status: 'active' | 'paused'; inFlight?: TInFlightChoice }) =>
      automationsApi.setWorkflowStatus(id, status, inFlight),
    onSuccess: (_data, { status }) => {
      showToast(
        t(status === 'active' ? 'automations.workflows.activated' : 'automations.workflows.paused_done'),
        'success',
      );
      return invalidate();
    },
  });
  return { ...mutation, setStatus: (id: number, status: 'active' | 'paused') => mutation.mutate({ id, status }) };
}

export function useDeleteWorkflow() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => automationsApi.removeWorkflow(id), onSuccess: invalidate });
}

export function useSaveWorkflow() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, name, graph }: { id: number; name: string; graph: TWorkflowGraphDraft }) =>
      automationsApi.updateWorkflow(id, name, graph),
    onSuccess: invalidate,
  });
}

// Walks one member through the saved draft; nothing is sent.
export function useDryRun() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TDryRunInput }) => automationsApi.dryRun(id, input),
  });
}

export function useShareLinks(id: number, enabled: boolean) {
  return useQuery({ queryKey: automationKeys.shareLinks(id), queryFn: () => automationsApi.shareLinks(id), enabled });
}

export function useShareLinkActions(id: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: automationKeys.shareLinks(id) });
  const create = useMutation({ mutationFn: () => automationsApi.createShareLink(id), onSuccess: refresh });
  const revoke = useMutation({
    mutationFn: (linkId: number) => automationsApi.revokeShareLink(id, linkId),
    onSuccess: refresh,
  });
  return { create, revoke };
}

export function useSharedWorkflow(token: string) {
  return useQuery({
    queryKey: automationKeys.shared(token),
    queryFn: () => automationsApi.shared(token),
    enabled: token !== '',
    retry: false,
  });
}

// Shows (or rotates, then shows) the secret that signs a workflow's webhook calls.
// Also the workflow's incoming-webhook URL.
export function useWebhookSecret(workflowId: number, onSecret: (secret: TWebhookSecret) => void) {
  return useMutation({
    mutationFn: (rotate: boolean) => automationsApi.webhookSecret(workflowId, rotate),
    onSuccess: (data) => onSecret(data),
  });
}
