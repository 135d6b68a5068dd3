import type { Readable } from 'node:stream';
import { and, desc, lt } from 'drizzle-orm';
import { memberFieldHeader, memberFieldsFor, type TMemberListQuery, type TUiLanguage } from '@ulak/shared';
import type { AppDeps } from '../../../platform/deps';
import { translate } from '../../../platform/i18n/translate';
import { members } from '../audience.tables';
import { assertSearch, filtersOf } from '../members.service';
import { memberFilterSql } from '../members.repository';
import { keysetCsv } from './csv-writer';
import { importsRepository } from './import.repository';

// The member list CSV's columns: the catalogue's export fields.
const EXPORT_FIELDS = memberFieldsFor('export');

// The filtered member list as CSV, streamed in keyset pages: memory stays flat for a million rows.
export function exportMembersCsv(deps: Pick<AppDeps, 'db'>, accountId: number, q: TMemberListQuery): Readable {
  assertSearch(q.search);
  const where = memberFilterSql(accountId, filtersOf(q));
  return keysetCsv({
    header: EXPORT_FIELDS.map(memberFieldHeader),
    page: (before: number | null, limit) =>
      deps.db
        .select()
        .from(members)
        .where(and(where, before === null ? undefined : lt(members.id, before)))
        .orderBy(desc(members.id))
        .limit(limit),
    cursor: (m) => m.id,
    cells: (m) => EXPORT_FIELDS.map((field) => m[field.key]),
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
