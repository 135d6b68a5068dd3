import { formatLoad, runLoad } from './src/load';
import { startServer } from './src/server-process';
import { meterCpu } from './src/cpu-usage';

// API latency at a fixed request rate: an authenticated read (profile) through the whole stack.
const RATE = Number(process.env.RATE ?? 1000);
const SECONDS = Number(process.env.SECONDS ?? 15);
const PASSWORD = 'Bench-Pass-2026!x';

const server = await startServer('start', { ULAK_DEMO_PASSWORD: PASSWORD, ULAK_ADMIN_PASSWORD: PASSWORD });
try {
  const login = await fetch(`${server.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@ulak.local', password: PASSWORD }),
  });
  const session = ((await login.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${session.token}` };
  await runLoad({ url: `${server.baseUrl}/api/v1/user/profile`, ratePerSecond: 200, durationSeconds: 2, headers });
  const meter = meterCpu(server.pid, `${server.dataDir}/pg`);
  const profile = await runLoad({
    url: `${server.baseUrl}/api/v1/user/profile`,
    ratePerSecond: RATE,
    durationSeconds: SECONDS,
    headers,
  });
  console.log(formatLoad(`GET /api/v1/user/profile (target p99 < 50 ms at ${RATE}/s)`, profile));
  console.log(meter.stop(profile.sent));
  const health = await runLoad({
    url: `${server.baseUrl}/api/v1/health`,
    ratePerSecond: RATE,
    durationSeconds: SECONDS,
  });
  console.log(formatLoad(`GET /api/v1/health at ${RATE}/s`, health));
} finally {
  await server.stop();
}
