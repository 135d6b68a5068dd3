import type { TPreviewInput, TTestSendInput } from '@ulak/shared/messaging/api';
import { apiData } from '../../lib/api/api-client';
import type { TVariableGroup } from './variable-snippet';

export type TRenderedPreview = { language: string; subject?: string; html?: string; text?: string; body?: string };

export const templatesApi = {
  variables: () => apiData<TVariableGroup[]>('templates/variables'),
  preview: (body: TPreviewInput) => apiData<TRenderedPreview>('templates/preview', { method: 'POST', body }),
  testSend: (body: TTestSendInput) => apiData<{ runId: number }>('templates/test-send', { method: 'POST', body }),
};

export const templateKeys = {
  variables: () => ['template-variables'] as const,
};
