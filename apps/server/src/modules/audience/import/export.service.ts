import type { Readable } from 'node:stream';
import { and, desc, lt } from 'drizzle-orm';
import type { TMemberListQuery, TUiLanguage } from '@ulak/shared';
import type { AppDeps } from '../../../platform/deps';
import { translate } from '../../../platform/i18n/translate';
import { members } from '../audience.tables';
import { assertSearch, filtersOf } from '../members.service';
import { memberFilterSql } from '../members.repository';
import { keysetCsv } from './csv-writer';
import { importsRepository } from './import.repository';

const EXPORT_COLUMNS = [
  'id',
  'name',
  'surname',
  'email',
  'phone',
  'gender',
  'birth_date',
  'city',
  'district',
  'address',
  'country',
  'zip_code',
  'language',
  'customer_id',
  'source',
  'sms_active',
  'email_active',
  'whatsapp_active',
  'call_active',
  'blocked',
  'passive',
  'error_count',
  'notes',
  'created_at',
  'last_login',
] as const;

// The filtered member list as CSV, streamed in keyset pages: memory stays flat for a million rows.
export function exportMembersCsv(deps: Pick<AppDeps, 'db'>, accountId: number, q: TMemberListQuery): Readable {
  assertSearch(q.search);
  const where = memberFilterSql(accountId, filtersOf(q));
  return keysetCsv({
    header: EXPORT_COLUMNS,
    page: (before: number | null, limit) =>
      deps.db
        .select()
        .from(members)
        .where(and(where, before === null ? undefined : lt(members.id, before)))
        .orderBy(desc(members.id))
        .limit(limit),
    cursor: (m) => m.id,
    cells: (m) => [
      m.id,
      m.name,
      m.surname,
      m.email,
      m.phone,
      m.gender,
      m.birthDate,
      m.city,
      m.district,
      m.address,
      m.country,
      m.zipCode,
      m.language,
      m.customerId,
      m.source,
      m.smsActive,
      m.emailActive,
      m.whatsappActive,
      m.callActive,
      m.blocked,
      m.passive,
      m.errorCount,
      m.notes,
      m.createdAt,
      m.lastLoginAt,
    ],
  });
}

// The rejected rows of an import: line, reasons in the reader's language, the original row.
export function rejectedRowsCsv(
  deps: Pick<AppDeps, 'db'>,
  accountId: number,
  importId: number,
  lang: TUiLanguage,
): Readable {
  return keysetCsv({
    header: ['line', 'reasons', 'row'],
    page: (after: number | null, limit) => importsRepository(deps.db).rejects(accountId, importId, after ?? 0, limit),
    cursor: (r) => r.line,
    cells: (r) => [r.line, r.reasons.map((k) => translate(lang, k)).join('; '), r.raw],
  });
}
