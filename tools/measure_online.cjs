#!/usr/bin/env node
// The online tables' load figures of docs/PERFORMANCE.md in three set-ups, each started here from
// nothing and stopped after: one server process with SQLite; one with PostgreSQL; two processes
// with Redis and PostgreSQL (tools/loadtest spreading the tables over both, friends joining through
// the other). Throw-away PostgreSQL and Redis (tests/server/services.cjs). For each: tools/loadtest's
// line, plus the servers' CPU (seconds of CPU per second of the run, and per table) and resident
// memory (after start, after the run, the growth per table; the run's tables are left open).
//   node tools/measure_online.cjs [--tables N] [--seconds S] [--pace MS] [--only sqlite|postgres|cluster]
'use strict';
const { spawn, execFile } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { startPostgres, startRedis, freePort } = require('../tests/server/services.cjs');

const root = path.resolve(__dirname, '..');
const args = { tables: 20, seconds: 20, pace: 100, only: null };
for (let i = 2; i < process.argv.length; i += 2) {
  const k = process.argv[i].replace(/^--/, '');
  if (!(k in args)) throw new Error(`unknown option ${process.argv[i]}`);
  args[k] = k === 'only' ? process.argv[i + 1] : Number(process.argv[i + 1]);
}

function startServer(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'server/main.cjs')], {
      env: { ...process.env, HOST: '127.0.0.1', CARCASSONNE_CREATE_LIMIT: '100000', CARCASSONNE_CONNECTION_LIMIT: '100000', CARCASSONNE_WEB: os.tmpdir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (/served at/.test(out)) resolve(child);
    });
    child.stderr.on('data', (d) => { if (process.env.MEASURE_VERBOSE) process.stderr.write(d); });
    child.on('exit', (code) => reject(new Error(`the server stopped (${code}): ${out}`)));
  });
}

// CPU seconds (user + system) and resident bytes of a process, from /proc.
function usage(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
  return { cpu: ticks / 100, rss };
}
const total = (pids) => pids.map(usage).reduce((a, b) => ({ cpu: a.cpu + b.cpu, rss: a.rss + b.rss }), { cpu: 0, rss: 0 });

function loadtest(urls) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [path.join(root, 'tools/loadtest'), '--url', urls.join(','), '--tables', String(args.tables), '--seconds', String(args.seconds), '--pace', String(args.pace)],
      { timeout: (args.seconds + 120) * 1000 }, (e, stdout, stderr) => {
        if (process.env.MEASURE_VERBOSE) process.stderr.write(stderr);
        return e ? reject(new Error(`${e.message}\n${stderr}`)) : resolve(JSON.parse(stdout.trim()));
      });
  });
}

async function measure(name, setup) {
  const started = [];
  try {
    const servers = await setup(started);
    const pids = servers.map((s) => s.child.pid);
    const before = total(pids);
    const t0 = Date.now();
    const line = await loadtest(servers.map((s) => s.url));
    const secs = (Date.now() - t0) / 1000;
    const after = total(pids);
    const cpu = after.cpu - before.cpu;
    const r = {
      setup: name, ...line,
      cpu_per_s: Math.round((cpu / secs) * 100) / 100,
      cpu_ms_per_table_s: Math.round((cpu / secs / args.tables) * 1000 * 10) / 10,
      rss_start_mb: Math.round(before.rss / 1e5) / 10,
      rss_end_mb: Math.round(after.rss / 1e5) / 10,
      kb_per_table: Math.round((after.rss - before.rss) / 1024 / args.tables),
    };
    console.log(JSON.stringify(r));
    return r;
  } finally {
    for (const s of started.reverse()) await s.stop();
  }
}

const node = (child, port) => ({
  child, url: `http://127.0.0.1:${port}`,
  stop: () => new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  }),
});

const setups = {
  sqlite: async (started) => {
    const port = await freePort();
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'carc-measure-'));
    const s = node(await startServer({ PORT: String(port), CARCASSONNE_DATA: data }), port);
    started.push({ stop: async () => fs.rmSync(data, { recursive: true, force: true }) }, s);
    return [s];
  },
  postgres: async (started) => {
    const pg = await startPostgres();
    started.push({ stop: async () => pg.stop() });
    const port = await freePort();
    const s = node(await startServer({ PORT: String(port), CARCASSONNE_DB: pg.url }), port);
    started.push(s);
    return [s];
  },
  cluster: async (started) => {
    const pg = await startPostgres();
    started.push({ stop: async () => pg.stop() });
    const redis = await startRedis();
    started.push(redis);
    const servers = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const s = node(await startServer({
        PORT: String(port), CARCASSONNE_DB: pg.url, CARCASSONNE_REDIS: redis.url, CARCASSONNE_PUBLIC_ADDRESS: `127.0.0.1:${port}`,
      }), port);
      started.push(s);
      servers.push(s);
    }
    return servers;
  },
};

(async () => {
  console.log(JSON.stringify({ machine: `${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`, tables: args.tables, seconds: args.seconds }));
  for (const name of Object.keys(setups)) {
    if (!args.only || args.only === name) await measure(name, setups[name]);
  }
  console.log(JSON.stringify({ load_average_after: os.loadavg().map((x) => x.toFixed(1)).join(' ') }));
})().catch((e) => {
  console.error(`measure_online: ${e && e.stack || e}`);
  process.exit(1);
});
