import Fastify from 'fastify';
import pg from 'pg';

// The ingest bench's baseline: a bare Fastify that takes the same text/plain JSON batch and stores its
// events with one multi-row INSERT per request before answering 202. No validation, no auth, no queue:
// what the real endpoint is measured against.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);
await pool.query(`create table if not exists bench_bare_events (device_id text not null, event_id uuid not null,
  type text not null, ts timestamptz not null, properties jsonb not null)`);

const app = Fastify({ bodyLimit: 1024 * 1024 });
app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
  try {
    done(null, JSON.parse(String(body)));
  } catch (error) {
    done(error as Error, undefined);
  }
});
type TBatch = { deviceId: string; events: { id: string; type: string; ts: string; properties: object }[] };
app.post('/t/v1/events', async (req, reply) => {
  const batch = req.body as TBatch;
  const values: unknown[] = [];
  const rows = batch.events.map((e, i) => {
    values.push(batch.deviceId, e.id, e.type, e.ts, JSON.stringify(e.properties));
    const k = i * 5;
    return `($${k + 1}, $${k + 2}, $${k + 3}, $${k + 4}, $${k + 5})`;
  });
  await pool.query(
    `insert into bench_bare_events (device_id, event_id, type, ts, properties) values ${rows.join(', ')}`,
    values,
  );
  return reply.status(202).send({ data: { accepted: batch.events.length } });
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
