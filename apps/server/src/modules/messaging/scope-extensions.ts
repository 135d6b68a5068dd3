import type { TMessageSource } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { TSendRunRow } from './send-runs.repository';

// The seam through which a trigger adds per-recipient values at send time without the pipeline
// knowing it: a campaign assigns each member their coupon (`coupon.*`) and passes webhook variables
// (`webhook.*`).
// Called once per rendered batch with the batch's recipients; answers per message id.
export type TScopeAddition = { scope?: Record<string, unknown> };
export type TScopeExtension = (
  deps: AppDeps,
  run: TSendRunRow,
  recipients: { messageId: number; memberId: number | null }[],
) => Promise<Map<number, TScopeAddition>>;

const extensions = new Map<TMessageSource, TScopeExtension>();

// One extension per source; registering again replaces it.
export function registerScopeExtension(source: TMessageSource, extension: TScopeExtension): void {
  extensions.set(source, extension);
}

export async function extendScopes(
  deps: AppDeps,
  run: TSendRunRow,
  recipients: { messageId: number; memberId: number | null }[],
): Promise<Map<number, TScopeAddition>> {
  const extension = extensions.get(run.sourceType);
  if (!extension || recipients.length === 0) return new Map();
  return extension(deps, run, recipients);
}
