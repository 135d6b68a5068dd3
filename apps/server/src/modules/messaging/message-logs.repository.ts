import { sql, type SQL } from 'drizzle-orm';
import type { TLinkLogQuery, TMessageListQuery } from '@ulak/shared';
import type { TActionLog, TLinkClick, TMessageEvent } from '@ulak/shared/messaging/log-views';
import type { DbOrTx } from '../../platform/db/database';

// The action logs (/user/actions), their detail and the link logs (/user/links).
export type TActionLogRow = TActionLog;
export type TMessageEventRow = TMessageEvent;
export type TLinkLogRow = TLinkClick;

const ACTION_COLUMNS = sql.raw(`id, run_id, channel, source_type, member_id, address, language, status, reason_code,
  reason, attempts, created_at, sent_at, delivered_at, opened_at, clicked_at, bounced_at, next_attempt_at`);

function messageFilter(accountId: number, q: TMessageListQuery): SQL {
  const parts: SQL[] = [sql`account_id = ${accountId}`];
  if (q.channel) parts.push(sql`channel = ${q.channel}`);
  if (q.status) parts.push(sql`status = ${q.status}`);
  if (q.runId) parts.push(sql`run_id = ${q.runId}`);
  if (q.memberId) parts.push(sql`member_id = ${q.memberId}`);
  if (q.from) parts.push(sql`created_at >= ${q.from.toISOString()}`);
  if (q.to) parts.push(sql`created_at < ${q.to.toISOString()}`);
  return sql.join(parts, sql` and `);
}

export const messageLogsRepository = {
  async listMessages(db: DbOrTx, accountId: number, q: TMessageListQuery) {
    const where = messageFilter(accountId, q);
    const rows = await db.execute<TActionLogRow>(sql`select ${ACTION_COLUMNS} from messages where ${where}
      order by created_at desc, id desc limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`);
    const count = await db.execute<{ total: number }>(sql`select count(*)::int as total from messages where ${where}`);
    return { rows: rows.rows, total: Number(count.rows[0]?.total ?? 0) };
  },

  async findMessage(db: DbOrTx, accountId: number, id: number): Promise<TActionLogRow | null> {
    const result = await db.execute<TActionLogRow>(sql`select ${ACTION_COLUMNS} from messages
      where account_id = ${accountId} and id = ${id}`);
    return result.rows[0] ?? null;
  },

  async events(db: DbOrTx, accountId: number, messageId: number): Promise<TMessageEventRow[]> {
    const result = await db.execute<TMessageEventRow>(sql`select id, type, url, detail, occurred_at from message_events
      where account_id = ${accountId} and message_id = ${messageId} order by occurred_at, id`);
    return result.rows;
  },

  async listClicks(db: DbOrTx, accountId: number, q: TLinkLogQuery) {
    const parts: SQL[] = [sql`e.account_id = ${accountId}`, sql`e.type = 'click'`];
    if (q.channel) parts.push(sql`m.channel = ${q.channel}`);
    if (q.from) parts.push(sql`e.occurred_at >= ${q.from.toISOString()}`);
    if (q.to) parts.push(sql`e.occurred_at < ${q.to.toISOString()}`);
    const where = sql.join(parts, sql` and `);
    const from = sql`message_events e join messages m on m.account_id = e.account_id
      and m.run_month = e.run_month and m.id = e.message_id`;
    const rows = await db.execute<TLinkLogRow>(sql`select e.id, e.message_id, e.url, e.occurred_at, m.channel,
        m.member_id, m.address from ${from} where ${where}
      order by e.occurred_at desc, e.id desc limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`);
    const count = await db.execute<{ total: number }>(sql`select count(*)::int as total from ${from} where ${where}`);
    return { rows: rows.rows, total: Number(count.rows[0]?.total ?? 0) };
  },
};
