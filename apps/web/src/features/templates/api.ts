import type { TPreviewInput, TRenderedPreview, TTestSendInput, TVariableGroup } from '@ulak/shared/messaging/api';
import { apiData } from '../../lib/api/api-client';

export const templatesApi = {
  variables: () => apiData<TVariableGroup[]>('templates/variables'),
  preview: (body: TPreviewInput) => apiData<TRenderedPreview>('templates/preview', { method: 'POST', body }),
  testSend: (body: TTestSendInput) => apiData<{ runId: number }>('templates/test-send', { method: 'POST', body }),
};

export const templateKeys = {
  variables: () => ['template-variables'] as const,
};
