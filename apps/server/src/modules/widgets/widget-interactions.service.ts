import type { TWidgetInteractionInput } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { notFound, unauthenticated } from '../../platform/http/app-error';
import { deviceMemberId } from '../audience';
import { addToStaticSegment } from '../segments';
import type { TConfigApp } from './widget-config.service';
import { widgetsRepository, type TWidgetRow } from './widgets.repository';
import { widgetTokenValid } from './widget-signing';

type Deps = Pick<AppDeps, 'db' | 'secretBox'>;
export type TSignedRequest = { deviceId: string; widgetToken: string };
export type TSignedWidget = { widget: TWidgetRow; memberId: number | null };

// Every public widget call: the widget must be an active one of this application, and the token the
// one the configuration gave this device (401 otherwise, before anything is written).
export async function signedWidget(
  deps: Deps,
  app: TConfigApp,
  widgetId: number,
  req: TSignedRequest,
): Promise<TSignedWidget> {
  const widget = await widgetsRepository.find(deps.db, app.accountId, widgetId);
  if (!widget || widget.applicationId !== app.id || widget.status !== 'active') throw notFound();
  if (!(await widgetTokenValid(deps, app.accountId, widget.id, req.deviceId, req.widgetToken))) {
    throw unauthenticated();
  }
  return { widget, memberId: await deviceMemberId(deps.db, app.accountId, app.id, req.deviceId) };
}

// View, click, close or conversion; a known member who views or clicks joins the widget's viewer or
// clicker segment (SPEC §3 "segments for viewers, clickers").
export async function recordInteraction(
  deps: Deps,
  app: TConfigApp,
  widgetId: number,
  input: TWidgetInteractionInput,
): Promise<void> {
  const { widget, memberId } = await signedWidget(deps, app, widgetId, input);
  await deps.db.transaction(async (tx) => {
    await widgetsRepository.record(tx, app.accountId, widget, {
      kind: input.kind,
      deviceId: input.deviceId,
      memberId,
      url: input.url ?? null,
    });
    const t = widget.targeting;
    const segment = input.kind === 'view' ? t.viewerSegmentId : input.kind === 'click' ? t.clickerSegmentId : null;
    if (segment && memberId) await addToStaticSegment(tx, app.accountId, segment, [memberId]);
  });
}
