import type { TIysType } from '@ulak/shared/iys';
import type { AppDeps } from '../../platform/deps';
import { applyRegistryPermissions, type TPermissionChannel } from '../audience';
import { iysClient } from './iys-client';
import { fromIysDate } from './iys-dates';
import { iysConsentsRepository, iysSettingsRepository, iysStatusRepository, type TNewConsent } from './iys.repository';

// Pull: consents given or withdrawn at the registry directly (the changes feed, source IYS) are read from
// the stored cursor, page by page; each page updates the members' permissions (through the audience
// module), the registry statuses, the change log and the cursor in one transaction.

export const IYS_PULL_POLICY = { pageSize: 500, maxPages: 40 };

const CHANNEL_OF: Record<TIysType, TPermissionChannel> = { MESAJ: 'sms', ARAMA: 'call', EPOSTA: 'email' };

type Deps = Pick<AppDeps, 'db' | 'secretBox' | 'config' | 'logger'>;

export async function pullChanges(deps: Deps, accountId: number): Promise<{ applied: number; reachable: boolean }> {
  const settings = await iysSettingsRepository.find(deps.db, accountId);
  if (!settings?.active) return { applied: 0, reachable: true };
  const client = iysClient(deps, settings);
  let cursor = settings.changesCursor;
  let applied = 0;
  for (let page = 0; page < IYS_PULL_POLICY.maxPages; page += 1) {
    const res = await client.changes(cursor, IYS_PULL_POLICY.pageSize);
    if (!res.ok) {
      deps.logger.warn({ accountId, kind: res.kind, code: res.code }, 'iys changes feed unavailable');
      return { applied, reachable: false };
    }
    const list = res.data.list.filter((r) => r.type in CHANNEL_OF);
    const next = res.data.after;
    await deps.db.transaction(async (tx) => {
      const changed = await applyRegistryPermissions(
        tx,
        accountId,
        list.map((r) => ({
          recipient: r.type === 'EPOSTA' ? r.recipient.toLowerCase() : r.recipient,
          channel: CHANNEL_OF[r.type],
          granted: r.status === 'ONAY',
        })),
      );
      const memberOf = new Map(changed.map((c) => [`${c.channel}|${c.recipient}`, c.member_id]));
      const at = (text: string) => (fromIysDate(text) ?? new Date()).toISOString();
      await iysStatusRepository.upsert(
        tx,
        accountId,
        list.map((r) => ({ type: r.type, recipient: r.recipient, status: r.status, consent_date: at(r.consentDate) })),
      );
      const rows: TNewConsent[] = list.map((r) => ({
        direction: 'in',
        member_id:
          memberOf.get(`${CHANNEL_OF[r.type]}|${r.type === 'EPOSTA' ? r.recipient.toLowerCase() : r.recipient}`) ??
          null,
        recipient: r.recipient,
        recipient_type: r.recipientType,
        type: r.type,
        status: r.status,
        source: r.source ?? 'IYS',
        origin: 'iys',
        consent_date: at(r.consentDate),
        state: 'applied',
      }));
      await iysConsentsRepository.insert(tx, accountId, rows);
      await iysSettingsRepository.update(tx, accountId, { changesCursor: next, pulledAt: new Date() });
    });
    applied += list.length;
    cursor = next;
    if (res.data.list.length < IYS_PULL_POLICY.pageSize) break;
  }
  return { applied, reachable: true };
}
