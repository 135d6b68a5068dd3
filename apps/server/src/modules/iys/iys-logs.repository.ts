import { sql, type SQL } from 'drizzle-orm';
import type { TIysChangeLogQuery, TIysTransferLogQuery } from '@ulak/shared/iys';
import type { DbOrTx } from '../../platform/db/database';

// Reads of the IYS logs for the screens: the change log (consents both ways), the transfer log
// (bulk requests) and their figures. Every query starts with the account.

export type TChangeLogRow = {
  id: number;
  direction: 'out' | 'in';
  member_id: number | null;
  recipient: string;
  recipient_type: 'BIREYSEL' | 'TACIR';
  type: 'MESAJ' | 'ARAMA' | 'EPOSTA';
  status: 'ONAY' | 'RET';
  source: string;
  origin: string;
  consent_date: Date;
  state: 'pending' | 'sending' | 'sent' | 'success' | 'rejected' | 'skipped' | 'applied';
  error_code: string | null;
  error_message: string | null;
  batch_id: number | null;
  created_at: Date;
};

export type TTransferLogRow = {
  id: number;
  request_id: string | null;
  count: number;
  success_count: number;
  failure_count: number;
  status: 'sending' | 'polling' | 'completed' | 'failed';
  error: string | null;
  created_at: Date;
  completed_at: Date | null;
};

type TPaged = { page: number; perPage: number };

function changeFilters(
  accountId: number,
  q: Omit<TIysChangeLogQuery, 'page' | 'perPage'> & { memberId?: number },
): SQL {
  const conds: SQL[] = [sql`account_id = ${accountId}`];
  if (q.memberId !== undefined) conds.push(sql`member_id = ${q.memberId}`);
  if (q.direction) conds.push(sql`direction = ${q.direction}`);
  if (q.state) conds.push(sql`state = ${q.state}`);
  if (q.type) conds.push(sql`type = ${q.type}`);
  if (q.status) conds.push(sql`status = ${q.status}`);
  if (q.search) conds.push(sql`recipient like ${`${q.search.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`);
  return sql.join(conds, sql` and `);
}

const figures = (table: SQL, where: SQL) => sql`
  select max(created_at) as last, count(*)::int as total,
    count(*) filter (where created_at > now() - interval '24 hours')::int as last24h
  from ${table} where ${where}`;

export const iysLogsRepository = {
  async changes(
    db: DbOrTx,
    accountId: number,
    q: Omit<TIysChangeLogQuery, 'page' | 'perPage'> & TPaged & { memberId?: number },
  ): Promise<{ rows: TChangeLogRow[]; total: number }> {
    const where = changeFilters(accountId, q);
    const [rows, total] = await Promise.all([
      db.execute<TChangeLogRow>(sql`select id, direction, member_id, recipient, recipient_type, type, status, source, origin,
          consent_date, state, error_code, error_message, batch_id, created_at
        from iys_consents where ${where} order by id desc limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
      db.execute<{ total: number }>(sql`select count(*)::int as total from iys_consents where ${where}`),
    ]);
    return { rows: rows.rows, total: Number(total.rows[0]?.total ?? 0) };
  },

  async transfers(
    db: DbOrTx,
    accountId: number,
    q: Omit<TIysTransferLogQuery, 'page' | 'perPage'> & TPaged,
  ): Promise<{ rows: TTransferLogRow[]; total: number }> {
    const where = q.status ? sql`account_id = ${accountId} and status = ${q.status}` : sql`account_id = ${accountId}`;
    const [rows, total] = await Promise.all([
      db.execute<TTransferLogRow>(sql`select id, request_id, count, success_count, failure_count, status, error, created_at, completed_at
        from iys_batches where ${where} order by id desc limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
      db.execute<{ total: number }>(sql`select count(*)::int as total from iys_batches where ${where}`),
    ]);
    return { rows: rows.rows, total: Number(total.rows[0]?.total ?? 0) };
  },

  async figures(db: DbOrTx, accountId: number) {
    const [changes, transfers, perType] = await Promise.all([
      db.execute<{ last: Date | null; total: number; last24h: number }>(
        figures(sql`iys_consents`, sql`account_id = ${accountId}`),
      ),
      db.execute<{ last: Date | null; total: number; last24h: number }>(
        figures(sql`iys_batches`, sql`account_id = ${accountId}`),
      ),
      db.execute<{ type: string; used: number }>(sql`select type, count(*)::int as used from iys_consents
        where account_id = ${accountId} and direction = 'out' and state = 'success' group by type`),
    ]);
    return { changes: changes.rows[0], transfers: transfers.rows[0], perType: perType.rows };
  },
};
