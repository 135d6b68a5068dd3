import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

// Plans that are not paid for: the free plan and the demo trial.
const UNPAID_PLANS = ['free', 'trial'];

// Accounts on a paid plan and not disabled, for the admin dashboard. Reads accounts.packet_type until
// billing owns packets.
export async function paidAccountCount(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from accounts
      where disabled_at is null and packet_type not in (${sql.join(
        UNPAID_PLANS.map((plan) => sql`${plan}`),
        sql`, `,
      )})`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

// Monthly recurring revenue in kuruş. The plans carry no prices yet, so the figure is unknown (null) and the
// dashboard says so; billing fills this in from its price list and active subscriptions.
export async function monthlyRecurringRevenue(_db: DbOrTx): Promise<{ amountMinor: number | null; currency: string }> {
  return { amountMinor: null, currency: 'TRY' };
}
