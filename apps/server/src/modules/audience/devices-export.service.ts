import type { Readable } from 'node:stream';
import type { TDeviceListQuery } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { devicesRepository } from './devices.repository';
import { keysetCsv } from './import/csv-writer';
import { assertSearch } from './members.service';

const COLUMNS = [
  'id',
  'device_id',
  'application_id',
  'member_id',
  'platform',
  'language',
  'email',
  'reg_id',
  'push_approved',
  'push_error',
  'passive',
  'tag_count',
  'last_seen_at',
  'created_at',
  'updated_at',
] as const;

// The filtered devices (all or faulty, by platform, application or search) as CSV, streamed in
// keyset pages; cells are formula-escaped by csvLine like the members and orders exports.
export function exportDevicesCsv(deps: Pick<AppDeps, 'db'>, accountId: number, q: TDeviceListQuery): Readable {
  // Before the stream starts, so a too-short search answers 422 rather than an empty file.
  assertSearch(q.search);
  const { page: _p, perPage: _pp, ...filters } = q;
  return keysetCsv({
    header: COLUMNS,
    page: (before: number | null, limit) => devicesRepository(deps.db).exportPage(accountId, filters, before, limit),
    cursor: (d) => d.id,
    cells: (d) => [
      d.id,
      d.deviceId,
      d.applicationId,
      d.memberId,
      d.platform,
      d.language,
      d.email,
      d.regId,
      d.pushApproved,
      d.pushError,
      d.passive,
      d.tagCount,
      d.lastSeenAt,
      d.createdAt,
      d.updatedAt,
    ],
  });
}
