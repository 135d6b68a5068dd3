import {
  SCENARIO_CODES,
  SCENARIO_PRESETS,
  ZScenarioSettings,
  ZWorkflowGraph,
  buildPresetGraph,
  presetDefaults,
  type TScenarioCode,
  type TScenarioDetail,
  type TScenarioSettings,
  type TScenarioSummary,
} from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../../platform/db/database';
import { membersCreatedSince } from '../audience';
import { assertFeature } from '../billing';
import { enterMembers } from './engine/events.service';
import { journeyTotals } from './reports.repository';
import { REPORT_DAYS } from './reports.service';
import { activate } from './workflows.service';
import { workflowsRepository, type TWorkflowRow } from './workflows.repository';

// The scenario gallery (SPEC §1's 13 scenarios): each a workflow built from its SPEC §3 settings.
export const SCENARIO_NAMES: Record<TScenarioCode, string> = {
  abandoned_cart: 'Sepeti terk edenler',
  we_miss_you: 'Sizi özledik',
  order_evaluation: 'Sipariş değerlendirme',
  price_alarm: 'Fiyat alarmı',
  favorite_reminder: 'Favori hatırlatma',
  birthday: 'Doğum günü',
  satisfaction_survey: 'Sipariş memnuniyet anketi',
  stock_alarm: 'Stok alarmı',
  basket_amount: 'Sepet tutarı eşiği',
  order_amount: 'Sipariş tutarı eşiği',
  welcome: 'Hoş geldin serisi',
  order_delay: 'Sipariş gecikmesi',
  gift_expiration: 'Hediye çeki hatırlatma',
};

function settingsOf(code: TScenarioCode, row: TWorkflowRow | undefined): TScenarioSettings {
  return ZScenarioSettings.parse(row?.settings ?? presetDefaults(code, SCENARIO_NAMES[code]));
}

export async function listScenarios(deps: AppDeps, accountId: number, now = new Date()): Promise<TScenarioSummary[]> {
  const rows = await workflowsRepository.list(deps.db, accountId, true);
  const since = new Date(now.getTime() - REPORT_DAYS * 86_400_000);
  const totals = await journeyTotals(
    deps.db,
    accountId,
    rows.map((r) => r.id),
    since,
  );
  return SCENARIO_CODES.map((code) => {
    const row = rows.find((r) => r.scenarioCode === code);
    const t = row ? totals.get(row.id) : undefined;
    return {
      code,
      workflowId: row?.id ?? null,
      name: row?.name ?? null,
      active: row?.status === 'active',
      channels: row?.settings?.channels ?? null,
      revenue30d: t?.revenue ?? 0,
      entered30d: t?.entered ?? 0,
      sent30d: t?.sent ?? 0,
    };
  });
}

export async function getScenario(deps: AppDeps, accountId: number, code: TScenarioCode): Promise<TScenarioDetail> {
  const summary = (await listScenarios(deps, accountId)).find((s) => s.code === code);
  const row = await workflowsRepository.findScenario(deps.db, accountId, code);
  return {
    ...(summary as TScenarioSummary),
    fields: SCENARIO_PRESETS[code].fields,
    settings: settingsOf(code, row),
    saved: row !== undefined,
  };
}

// The scenario's workflow row, created from its settings on first save or switch.
async function upsert(tx: DbOrTx, accountId: number, code: TScenarioCode, settings: TScenarioSettings) {
  const draft = ZWorkflowGraph.parse(buildPresetGraph(code, settings));
  const row = await workflowsRepository.findScenario(tx, accountId, code);
  if (!row)
    return workflowsRepository.insert(tx, {
      accountId,
      name: settings.name,
      scenarioCode: code,
      settings,
      draft,
      draftChangedAt: new Date(),
    });
  await workflowsRepository.update(tx, accountId, row.id, {
    name: settings.name,
    settings,
    draft,
    draftChangedAt: new Date(),
  });
  return { ...row, name: settings.name, settings, draft, draftChangedAt: new Date() };
}

// Saving a live scenario publishes a new version at once: new entries follow the new settings,
// members already inside finish on the version they entered.
export async function saveScenario(
  deps: AppDeps,
  accountId: number,
  code: TScenarioCode,
  settings: TScenarioSettings,
): Promise<TScenarioDetail> {
  await deps.db.transaction(async (tx) => {
    const row = await upsert(tx, accountId, code, settings);
    if (row.status === 'active') await activate(tx, accountId, row);
  });
  return getScenario(deps, accountId, code);
}

export async function setScenarioActive(
  deps: AppDeps,
  accountId: number,
  code: TScenarioCode,
  active: boolean,
): Promise<TScenarioDetail> {
  if (active) await assertFeature(deps.db, accountId, 'automations');
  await deps.db.transaction(async (tx) => {
    const existing = await workflowsRepository.findScenario(tx, accountId, code);
    const row = existing ?? (await upsert(tx, accountId, code, settingsOf(code, undefined)));
    if (!active) return workflowsRepository.update(tx, accountId, row.id, { status: 'paused' });
    await activate(tx, accountId, row);
    // SPEC §3 "time window for sign-ups": switched on, a welcome series also takes in who joined lately.
    const window = code === 'welcome' ? settingsOf(code, row).signupWindowDays : null;
    if (window !== null) {
      const now = new Date();
      const recent = await membersCreatedSince(tx, accountId, new Date(now.getTime() - window * 86_400_000));
      await enterMembers(tx, accountId, row.id, recent, now);
    }
  });
  return getScenario(deps, accountId, code);
}
