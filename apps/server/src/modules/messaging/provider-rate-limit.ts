import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

// Outbound rate limits per provider account, held in PostgreSQL (ARCHITECTURE "Scale"): a token bucket
// row refilled by elapsed time, taken from with one UPDATE. Concurrent UPDATEs of the row serialise on
// its lock and each re-reads the latest version, so the tokens handed out never exceed the rate.

export type TProviderRate = {
  // e.g. `whatsapp:<phone number id>`; several accounts on one provider account share its bucket.
  key: string;
  ratePerSecond: number;
  // Largest burst after an idle period; defaults to a tenth of a second's worth, so that no one-second
  // window of the provider sees much more than the rate (a full second's burst doubles the first second).
  burst?: number;
};

export type TTokenGrant = { granted: number; waitMs: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function burstOf(rate: TProviderRate): number {
  return Math.max(1, rate.burst ?? Math.ceil(rate.ratePerSecond / 10));
}

// Takes up to `wanted` tokens now. `waitMs` says when the next token is due when fewer were granted.
export async function takeProviderTokens(db: DbOrTx, rate: TProviderRate, wanted: number): Promise<TTokenGrant> {
  if (wanted <= 0) return { granted: 0, waitMs: 0 };
  const burst = burstOf(rate);
  const perSecond = rate.ratePerSecond;
  const result = await db.execute<{ granted: number; tokens: number }>(sql`
    with seed as (
      insert into provider_rate_limits (key, tokens, updated_at) values (${rate.key}, ${burst}, clock_timestamp())
      on conflict (key) do nothing
    ), clock as (select clock_timestamp() as now)
    update provider_rate_limits b set
      last_granted = least(${wanted}::int, floor(least(${burst}::float8,
        b.tokens + greatest(0, extract(epoch from clock.now - b.updated_at)) * ${perSecond}::float8))::int),
      tokens = least(${burst}::float8, b.tokens + greatest(0, extract(epoch from clock.now - b.updated_at)) * ${perSecond}::float8)
        - least(${wanted}::int, floor(least(${burst}::float8,
          b.tokens + greatest(0, extract(epoch from clock.now - b.updated_at)) * ${perSecond}::float8))::int),
      updated_at = clock.now
    from clock where b.key = ${rate.key}
    returning b.last_granted as granted, b.tokens`);
  const row = result.rows[0];
  // The first call for a key inserts the row in the same statement; the UPDATE cannot see it yet.
  if (!row) return takeProviderTokens(db, rate, wanted);
  const granted = Number(row.granted);
  const missing = Math.max(0, 1 - Number(row.tokens));
  const waitMs = granted < wanted ? Math.ceil((missing / perSecond) * 1000) : 0;
  return { granted, waitMs };
}

// Waits until `wanted` tokens were taken or `maxWaitMs` passed; answers how many it holds. Callers
// send that many and answer the rest `retry` (the pipeline backs them off).
export async function acquireProviderTokens(
  db: DbOrTx,
  rate: TProviderRate,
  wanted: number,
  options: { maxWaitMs?: number } = {},
): Promise<number> {
  const deadline = Date.now() + (options.maxWaitMs ?? 30_000);
  let held = 0;
  for (;;) {
    // Never ask for more than a burst at once: smaller takes interleave fairly between workers.
    const ask = Math.min(wanted - held, burstOf(rate));
    const { granted, waitMs } = await takeProviderTokens(db, rate, ask);
    held += granted;
    if (held >= wanted) return held;
    const pause = Math.max(waitMs, 5);
    if (Date.now() + pause > deadline) return held;
    await sleep(pause);
  }
}
