import { Readable } from 'node:stream';
import { and, desc, lt, type SQL } from 'drizzle-orm';
import type { TMemberListQuery, TUiLanguage } from '@ulak/shared';
import type { AppDeps } from '../../../platform/deps';
import { translate } from '../../../platform/i18n/translate';
import { members } from '../audience.tables';
import { assertSearch, filtersOf } from '../members.service';
import { memberFilterSql } from '../members.repository';
import { CSV_BOM, csvLine } from './csv-writer';
import { importsRepository } from './import.repository';

const PAGE = 5_000;
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
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine([...EXPORT_COLUMNS]);
    let last: number | null = null;
    for (;;) {
      const conditions: (SQL | undefined)[] = [where, last === null ? undefined : lt(members.id, last)];
      const page = await deps.db
        .select()
        .from(members)
        .where(and(...conditions))
        .orderBy(desc(members.id))
        .limit(PAGE);
      if (page.length === 0) return;
      yield page
        .map((m) =>
          csvLine([
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
          ]),
        )
        .join('');
      last = page[page.length - 1]?.id ?? null;
      if (page.length < PAGE) return;
    }
  }
  return Readable.from(lines());
}

// The rejected rows of an import: line, reasons in the reader's language, the original row.
export function rejectedRowsCsv(
  deps: Pick<AppDeps, 'db'>,
  accountId: number,
  importId: number,
  lang: TUiLanguage,
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(['line', 'reasons', 'row']);
    let after = 0;
    for (;;) {
      const page = await importsRepository(deps.db).rejects(accountId, importId, after, PAGE);
      if (page.length === 0) return;
      yield page.map((r) => csvLine([r.line, r.reasons.map((k) => translate(lang, k)).join('; '), r.raw])).join('');
      after = page[page.length - 1]?.line ?? after;
    }
  }
  return Readable.from(lines());
}
