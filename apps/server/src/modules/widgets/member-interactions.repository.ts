import { sql } from 'drizzle-orm';
import type { TMemberWidgetInteraction } from '@ulak/shared';
import type { TMemberTabSource } from '../audience';

// The member's widget interactions tab: newest first, with the widget's name and type.
export const memberWidgetInteractions: TMemberTabSource = async (db, accountId, memberId, q) => {
  const rows = await db.execute<{
    id: number;
    widget_id: number;
    name: string;
    type: TMemberWidgetInteraction['widgetType'];
    kind: TMemberWidgetInteraction['kind'];
    url: string | null;
    created_at: Date;
  }>(sql`select i.id, i.widget_id, w.name, w.type, i.kind, i.url, i.created_at
    from widget_interactions i join widgets w on w.account_id = i.account_id and w.id = i.widget_id
    where i.account_id = ${accountId} and i.member_id = ${memberId}
    order by i.created_at desc, i.id desc limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`);
  const total = await db.execute<{ n: number }>(sql`select count(*)::int as n from widget_interactions
    where account_id = ${accountId} and member_id = ${memberId}`);
  const data: TMemberWidgetInteraction[] = rows.rows.map((r) => ({
    id: Number(r.id),
    widgetId: Number(r.widget_id),
    widgetName: r.name,
    widgetType: r.type,
    kind: r.kind,
    url: r.url,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return { data, meta: { page: q.page, perPage: q.perPage, total: Number(total.rows[0]?.n ?? 0) } };
};
