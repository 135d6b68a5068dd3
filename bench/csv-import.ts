import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { demoPerson } from '../apps/server/src/modules/audience/demo-data/turkish-names';
import { login, startBenchDatabase, unlimitDemoAccount } from './src/bench-db';
import { startServer } from './src/server-process';
import { postgresCpuSeconds, processCpuSeconds } from './src/cpu-usage';

// Member CSV import: generate ROWS realistic members, upload, import; target < 30 s for 1,000,000.
const ROWS = Number(process.env.ROWS ?? 1_000_000);
const PASSWORD = 'Bench-Pass-2026!x';

async function writeCsv(file: string): Promise<number> {
  const out = createWriteStream(file);
  out.write('Ad;Soyad;E-posta;Telefon;Cinsiyet;Doğum Tarihi;Şehir;SMS İzni;Müşteri No\n');
  let lines: string[] = [];
  for (let i = 1; i <= ROWS; i++) {
    const p = demoPerson(i + 10_000_000);
    const bad = i % 1000 === 0 ? 'bozuk-adres' : p.email;
    lines.push(
      `${p.name};${p.surname};${bad};${p.phone};${p.gender === 'female' ? 'kadın' : 'erkek'};${p.birthDate};${p.city};${i % 3 ? 'evet' : 'hayır'};B${i}\n`,
    );
    if (lines.length === 10_000) {
      if (!out.write(lines.join(''))) await new Promise<void>((r) => out.once('drain', () => r()));
      lines = [];
    }
  }
  out.write(lines.join(''));
  await new Promise<void>((r) => out.end(() => r()));
  return (await fs.stat(file)).size;
}

function upload(
  baseUrl: string,
  headers: Record<string, string>,
  file: string,
  size: number,
): Promise<{ id: number; suggested_mapping: object }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${baseUrl}/api/v1/imports/members?fileName=bench.csv`);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/csv', 'content-length': String(size) },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => (res.statusCode === 201 ? resolve(JSON.parse(body).data) : reject(new Error(body))));
      },
    );
    req.on('error', reject);
    createReadStream(file).pipe(req);
  });
}

const db = await startBenchDatabase();
// The import logs its stage timings at info level; the bench prints them.
let importStages = '';
const server = await startServer(
  'start',
  { DATABASE_URL: db.url, ULAK_DEMO_PASSWORD: PASSWORD, ULAK_ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'info' },
  (line) => {
    if (line.includes('"stagesMs"'))
      importStages = JSON.stringify((JSON.parse(line) as { stagesMs: unknown }).stagesMs);
  },
);
const file = path.join(os.tmpdir(), `ulak-bench-members-${process.pid}.csv`);
try {
  await unlimitDemoAccount(db.pool);
  const headers = await login(server.baseUrl, 'demo@ulak.local', PASSWORD);
  let t = performance.now();
  const size = await writeCsv(file);
  console.log(
    `generated ${ROWS} rows, ${(size / 1024 / 1024).toFixed(1)} MB in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  t = performance.now();
  const uploaded = await upload(server.baseUrl, headers, file, size);
  const uploadSeconds = (performance.now() - t) / 1000;
  t = performance.now();
  // On a shared machine wall time swings with the neighbours' load; CPU seconds are steadier.
  const cpu0 = { server: processCpuSeconds(server.pid), postgres: postgresCpuSeconds(db.pgDataDir) };
  await fetch(`${server.baseUrl}/api/v1/imports/members/${uploaded.id}/start`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ mapping: uploaded.suggested_mapping }),
  });
  let status: Record<string, unknown> = {};
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const res = await fetch(`${server.baseUrl}/api/v1/imports/members/${uploaded.id}`, { headers });
    status = ((await res.json()) as { data: Record<string, unknown> }).data;
    if (status.status === 'done' || status.status === 'failed') break;
  }
  const importSeconds = (performance.now() - t) / 1000;
  const cpuServer = processCpuSeconds(server.pid) - cpu0.server;
  const cpuPostgres = postgresCpuSeconds(db.pgDataDir) - cpu0.postgres;
  for (let i = 0; i < 20 && !importStages; i++) await new Promise((r) => setTimeout(r, 100));
  console.log(
    `csv-import: ${ROWS} rows — upload ${uploadSeconds.toFixed(1)} s, import ${importSeconds.toFixed(1)} s, total ${(uploadSeconds + importSeconds).toFixed(1)} s (target < 30 s); ` +
      `status ${String(status.status)}, inserted ${String(status.inserted_rows)}, rejected ${String(status.rejected_rows)}`,
  );
  console.log(`import stages (ms): ${importStages}`);
  console.log(`import CPU: server ${cpuServer.toFixed(1)} s, postgres ${cpuPostgres.toFixed(1)} s`);
} finally {
  await fs.rm(file, { force: true });
  await server.stop();
  await db.stop();
}
