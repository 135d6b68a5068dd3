import { randomUUID } from 'node:crypto';
import { formatLoad, runLoad } from './src/load';
import { login, startBenchDatabase } from './src/bench-db';
import { startServer } from './src/server-process';
import { meterCpu } from './src/cpu-usage';

// The shop script's widget configuration (GET /t/v1/widgets) at a fixed rate from this (second)
// process: RATE requests/s (default 2,000), each from one of 5,000 devices, with three active
// widgets (one member-only, one with a segment condition); target p99 < 20 ms at steady state.
const RATE = Number(process.env.RATE ?? 2000);
const SECONDS = Number(process.env.DURATION ?? 15);
const PASSWORD = 'Bench-Pass-2026!x';
const ORIGIN = 'https://demo.ulak.local';

const db = await startBenchDatabase();
const server = await startServer('start', {
  DATABASE_URL: db.url,
  ULAK_DEMO_PASSWORD: PASSWORD,
  ULAK_ADMIN_PASSWORD: PASSWORD,
  RATE_LIMIT_PUBLIC_PER_MINUTE: '10000000',
  ...(process.env.PORT ? { PORT: process.env.PORT } : {}),
});
try {
  const headers = { ...(await login(server.baseUrl, 'demo@ulak.local', PASSWORD)), 'content-type': 'application/json' };
  const apps = (await (await fetch(`${server.baseUrl}/api/v1/applications`, { headers })).json()) as {
    data: { id: number; sdk_token: string }[];
  };
  const app = apps.data[0];
  if (!app) throw new Error('the demo account has no application');
  const texts = { tr: { title: 'Kış indirimi' }, en: { title: 'Winter sale' } };
  const widgets = [
    { name: 'Afiş', type: 'banner', settings: { position: 'top' }, targeting: { frequency: '1d' } },
    { name: 'Bülten', type: 'newsletter', settings: {}, targeting: { displayType: 'member' } },
    {
      name: 'Çark',
      type: 'wheel',
      settings: {
        sectors: [
          { name: '%10', percentage: 40, color: '#1971c2', textColor: '#ffffff' },
          { name: 'Pas', percentage: 60, color: '#f1f3f5', textColor: '#1a1b1e' },
        ],
      },
      targeting: { frequency: 'always' },
    },
  ];
  for (const widget of widgets) {
    const created = await fetch(`${server.baseUrl}/api/v1/widgets`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...widget, applicationId: app.id, texts }),
    });
    const { data } = (await created.json()) as { data: { id: number } };
    await fetch(`${server.baseUrl}/api/v1/widgets/${data.id}/activate`, { method: 'POST', headers });
  }
  const devices = Array.from({ length: 5000 }, () => randomUUID());
  let n = 0;
  const load = {
    url: `${server.baseUrl}/t/v1/widgets`,
    headers: { origin: ORIGIN },
    path: () => `/t/v1/widgets?token=${app.sdk_token}&device=${devices[n++ % devices.length]}&lang=tr-TR`,
  };
  // Steady state: three seconds at the offered rate first, so the figures are not those of the step from idle
  // to 2,000/s (every database backend planning its statements and loading its caches, the JIT's first tiers),
  // which lasts about two seconds and is printed apart.
  const warm = await runLoad({ ...load, ratePerSecond: RATE, durationSeconds: Number(process.env.WARM_SECONDS ?? 3) });
  console.log(formatLoad(`warm-up from idle, ${RATE} requests/s`, warm));
  const meter = meterCpu(server.pid, db.pgDataDir);
  const result = await runLoad({ ...load, ratePerSecond: RATE, durationSeconds: SECONDS });
  console.log(formatLoad(`GET /t/v1/widgets, ${RATE} requests/s offered (target p99 < 20 ms)`, result));
  console.log(meter.stop(result.sent));
} finally {
  await server.stop();
  await db.stop();
}
