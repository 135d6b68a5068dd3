import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { schema } from './schema';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;
// A transaction handle has the same query surface as the database; repositories accept either.
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  pool: pg.Pool;
  db: Db;
  close: () => Promise<void>;
  // Opens every connection of the pool now (they stay open), for a role about to take traffic.
  openAll: () => Promise<void>;
};

// bigint ids and counts come back as JS numbers; they stay far below 2^53 here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function openDatabase(url: string, poolSize: number): Database {
  // Connections once opened stay open (`min`): opening one costs a SCRAM exchange and the planning of
  // every prepared statement again, so a pool that shrinks when load dips stalls when it comes back.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, min: poolSize, idleTimeoutMillis: 30_000 });
  // Idle clients can lose their connection (server restart, network); the pool replaces them.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  const openAll = async () => {
    // Those checked out already (the job worker's LISTEN connection holds one for good) are open.
    const free = poolSize - (pool.totalCount - pool.idleCount);
    const clients = await Promise.all(Array.from({ length: Math.max(0, free) }, () => pool.connect()));
    for (const client of clients) client.release();
  };
  return { pool, db, close: () => pool.end(), openAll };
}
