// `npm run bench:api`: how fast the demo backend answers the professionals list when it holds many.
//
// Starts `mock:server` with MOCK_PROFESSIONALS professionals (10,000 unless --professionals),
// signs the demo admin in over HTTP, asks once for the whole list (every standing computed: the
// first call of a day), then times --runs calls (30) of each kind a person makes on the list: a
// filtered first page, a search, a sort by next expiry, a deep page, the expiring-within filter.
// Prints the median and the slowest of each kind and the cold first call; writes
// .bench/api-results.json. The target (#34): a filtered page in ≤ 50 ms (the median), measured
// here, not in a test.
//
//   npm run bench:api [-- --professionals 10000] [--runs 30] [--port 0]
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bin, freePort, root, startBackground, waitForPort } from './lib.mjs';

const { values } = parseArgs({
  options: {
    professionals: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '30' },
    port: { type: 'string', default: '0' },
  },
});
const PROFESSIONALS = Number(values.professionals);
const RUNS = Number(values.runs);
const TARGET_MS = 50;

const port = Number(values.port) || (await freePort());
const origin = `http://127.0.0.1:${port}`;
const server = startBackground(bin('tsx'), ['mocks/server.ts'], {
  env: { MOCK_PORT: String(port), MOCK_PROFESSIONALS: String(PROFESSIONALS) },
  label: 'mock:server',
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

async function timed(url, token) {
  const start = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

try {
  await waitForPort(port, { process: server, timeoutMs: 120_000 });
  const signIn = await fetch(`${origin}/v0/tenants/demo1234/auth/basic`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUsername: 'admin@demo.test', password: 'Compliance-demo-1' }),
  });
  const token = (await signIn.json()).tokens.access.value;
  const list = `${origin}/api/v1/professionals`;
  const cold = await timed(`${list}?pageSize=25`, token);
  const total = cold.body.total;
  const kinds = {
    'filtered by status (expired), first page': `${list}?status=expired&pageSize=25`,
    'searched ("gar")': `${list}?search=gar&pageSize=25`,
    'sorted by next expiry': `${list}?sort=nextExpiry&pageSize=25`,
    'page 200 of 400': `${list}?page=200&pageSize=25`,
    'expiring within 30 days, by status': `${list}?expiringWithinDays=30&sort=status&pageSize=25`,
  };
  const results = {};
  for (const [kind, url] of Object.entries(kinds)) {
    const times = [];
    for (let i = 0; i < RUNS; i += 1) times.push((await timed(url, token)).ms);
    results[kind] = { medianMs: median(times), maxMs: Math.max(...times) };
  }
  const worstMedian = Math.max(...Object.values(results).map((r) => r.medianMs));
  const out = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    professionals: total,
    runs: RUNS,
    coldFirstCallMs: cold.ms,
    results,
    targetMs: TARGET_MS,
    pass: worstMedian <= TARGET_MS,
  };
  mkdirSync(path.join(root, '.bench'), { recursive: true });
  writeFileSync(path.join(root, '.bench', 'api-results.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(
    `mock:server with ${total} professionals (${os.cpus().length} cores), ${RUNS} calls each`,
  );
  console.log(`  first call of the day (every standing computed): ${Math.round(cold.ms)} ms`);
  for (const [kind, r] of Object.entries(results))
    console.log(
      `  ${kind.padEnd(40)} median ${r.medianMs.toFixed(1)} ms, slowest ${r.maxMs.toFixed(1)} ms`,
    );
  console.log(
    `${out.pass ? 'PASS' : 'FAIL'}: every kind's median ${worstMedian.toFixed(1)} ms ${out.pass ? '≤' : '>'} ${TARGET_MS} ms`,
  );
  process.exitCode = out.pass ? 0 : 1;
} finally {
  server.stop();
}
