import { sql, type SQL } from 'drizzle-orm';
import type { TAbVariant, TSurveyVoter, TWheelWinner } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { couponsRelation } from '../coupons';

type TRange = { from: string; to: string };
const inRange = (r: TRange) => sql`created_at >= ${r.from}::date and created_at < (${r.to}::date + 1)`;

// Aggregates of a widget's interactions and its spins, votes and sign-ups (SPEC §2 per-widget reports).
export const resultsRepository = {
  async totals(db: DbOrTx, accountId: number, widgetId: number, range: TRange) {
    const r = await db.execute<Record<'views' | 'unique_viewers' | 'clicks' | 'closes' | 'conversions', number>>(sql`
      select (count(*) filter (where kind = 'view'))::int as views,
        (count(distinct coalesce('m' || member_id, 'd' || device_id)) filter (where kind = 'view'))::int as unique_viewers,
        (count(*) filter (where kind = 'click'))::int as clicks,
        (count(*) filter (where kind = 'close'))::int as closes,
        (count(*) filter (where kind = 'conversion'))::int as conversions
      from widget_interactions where account_id = ${accountId} and widget_id = ${widgetId} and ${inRange(range)}`);
    return r.rows[0];
  },

  // Views, unique viewers and conversions per A/B variant (only variants that were seen).
  async perVariant(db: DbOrTx, accountId: number, widgetId: number, range: TRange) {
    const r = await db.execute<{ variant: TAbVariant; views: number; unique_viewers: number; conversions: number }>(sql`
      select variant, (count(*) filter (where kind = 'view'))::int as views,
        (count(distinct coalesce('m' || member_id, 'd' || device_id)) filter (where kind = 'view'))::int as unique_viewers,
        (count(*) filter (where kind = 'conversion'))::int as conversions
      from widget_interactions where account_id = ${accountId} and widget_id = ${widgetId} and ${inRange(range)}
      group by variant order by variant`);
    return r.rows;
  },

  async perDay(db: DbOrTx, accountId: number, widgetId: number, range: TRange) {
    const r = await db.execute<{ day: string; views: number; clicks: number; conversions: number }>(sql`
      select to_char(d, 'YYYY-MM-DD') as day,
        count(i.id) filter (where i.kind = 'view')::int as views,
        count(i.id) filter (where i.kind = 'click')::int as clicks,
        count(i.id) filter (where i.kind = 'conversion')::int as conversions
      from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d
      left join widget_interactions i on i.account_id = ${accountId} and i.widget_id = ${widgetId}
        and i.created_at >= d and i.created_at < d + interval '1 day'
      group by d order by d`);
    return r.rows;
  },

  // Members' clicks and conversions on this widget: the touches its revenue is attributed to.
  touches(accountId: number, widgetId: number, variant?: TAbVariant): SQL {
    return sql`select member_id, created_at as touched_at from widget_interactions
      where account_id = ${accountId} and widget_id = ${widgetId} and member_id is not null
        and kind in ('click', 'conversion') ${variant ? sql`and variant = ${variant}` : sql``}`;
  },

  // The coupons this widget handed out (wheel prizes, newsletter confirmations), as a query of ids.
  couponIds(accountId: number, widgetId: number): SQL {
    return sql`select coupon_id from wheel_spins where account_id = ${accountId} and widget_id = ${widgetId}
        and coupon_id is not null
      union all select c.id from newsletter_signups n join ${couponsRelation(accountId)} c on c.code = n.coupon_code
        where n.account_id = ${accountId} and n.widget_id = ${widgetId} and n.coupon_code is not null`;
  },

  async couponsIssued(db: DbOrTx, accountId: number, widgetId: number, range: TRange): Promise<number> {
    const r = await db.execute<{ n: number }>(sql`select
      (select count(*) from wheel_spins where account_id = ${accountId} and widget_id = ${widgetId}
        and coupon_id is not null and ${inRange(range)})
      + (select count(*) from newsletter_signups where account_id = ${accountId} and widget_id = ${widgetId}
        and coupon_code is not null and ${inRange(range)}) as n`);
    return Number(r.rows[0]?.n ?? 0);
  },

  async voters(db: DbOrTx, accountId: number, widgetId: number, afterId: number, limit: number, offset = 0) {
    const r = await db.execute<{
      id: number;
      name: string | null;
      surname: string | null;
      email: string | null;
      answer_text: string;
      created_at: Date;
    }>(sql`select id, name, surname, email, answer_text, created_at from survey_votes
      where account_id = ${accountId} and widget_id = ${widgetId} and id > ${afterId} order by id limit ${limit} offset ${offset}`);
    return r.rows.map((v): TSurveyVoter => ({
      id: Number(v.id),
      name: v.name,
      surname: v.surname,
      email: v.email,
      answer: v.answer_text,
      createdAt: new Date(v.created_at).toISOString(),
    }));
  },

  async winners(db: DbOrTx, accountId: number, widgetId: number, afterId: number, limit: number, offset = 0) {
    const r = await db.execute<{
      id: number;
      email: string | null;
      phone: string | null;
      sector_name: string;
      coupon_code: string | null;
      created_at: Date;
    }>(sql`select id, email, phone, sector_name, coupon_code, created_at from wheel_spins
      where account_id = ${accountId} and widget_id = ${widgetId} and id > ${afterId} order by id limit ${limit} offset ${offset}`);
    return r.rows.map((w): TWheelWinner => ({
      id: Number(w.id),
      email: w.email,
      phone: w.phone,
      prize: w.sector_name,
      couponCode: w.coupon_code,
      createdAt: new Date(w.created_at).toISOString(),
    }));
  },

  async count(db: DbOrTx, table: 'survey_votes' | 'wheel_spins', accountId: number, widgetId: number) {
    const r = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where account_id = ${accountId} and widget_id = ${widgetId}`,
    );
    return Number(r.rows[0]?.n ?? 0);
  },
};
