// Throw-away PostgreSQL and Redis servers for the server tests, each on a free loopback port with a
// temporary folder, stopped (and the folder removed) by stop(). PostgreSQL refuses to run as root:
// as root its folder belongs to the `postgres` user and its commands run as that user.
'use strict';
const { execFileSync, spawn } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'pg_ctl'))) : [];
  if (!versions.length) throw new Error(`PostgreSQL is not installed (no ${base}/*/bin/pg_ctl): tools/setup.sh installs it`);
  return path.join(base, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

// Runs a PostgreSQL command as the user that owns the data (postgres when we are root).
function asOwner(cmd, args, options = {}) {
  const root = process.getuid && process.getuid() === 0;
  return root ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], options) : execFileSync(cmd, args, options);
}

async function startPostgres() {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carc-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid && process.getuid() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const log = path.join(dir, 'log');
  const stop = () => {
    try {
      asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
    } catch (e) { /* not running */ }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const ctl = (verb, mode = 'fast') => asOwner(path.join(bin, 'pg_ctl'),
    ['-D', data, '-l', log, '-w', '-t', '60', ...(verb === 'stop' ? ['-m', mode] : []),
      '-o', `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off`, verb], { stdio: 'ignore' });
  try {
    asOwner(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], { stdio: 'ignore' });
    ctl('start');
  } catch (e) {
    const said = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
    stop();
    throw new Error(`PostgreSQL would not start (${e.message})\n${said}`);
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url, port, dir,
    // For the fault tests: the server away (its connections dropped) and back.
    halt: (mode = 'fast') => ctl('stop', mode),
    resume: () => ctl('start'),
    running: () => {
      try {
        asOwner(path.join(bin, 'pg_ctl'), ['-D', data, 'status'], { stdio: 'ignore' });
        return true;
      } catch (e) {
        return false;
      }
    },
    stop,
  };
}

// psql's answer to one query (the first column of the first row), read synchronously.
function psql(url, sql) {
  return execFileSync('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', url], { input: sql, encoding: 'utf8' }).trim();
}

// Another session's lock on the store's tables until release(): every write waits, then fails;
// reads go on (EXCLUSIVE, not ACCESS EXCLUSIVE), so the test can read the tables meanwhile.
function lockPostgres(url) {
  const child = spawn('psql', ['-X', '-q', '-A', '-t', url], { stdio: ['pipe', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (/locked/.test(out)) {
        resolve({
          release: () => new Promise((done) => {
            child.once('exit', () => done());
            child.stdin.end('COMMIT;\n');
          }),
        });
      }
    });
    child.on('exit', (code) => reject(new Error(`psql stopped (${code}) before the lock: ${out}`)));
    child.stdin.write("BEGIN; LOCK TABLE tables, seats, steps IN EXCLUSIVE MODE; SELECT 'locked';\n");
  });
}

// `port`: the same port again, for a restart.
async function startRedis({ port } = {}) {
  port = port || await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      if (/Ready to accept connections/.test(out)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`redis-server stopped (${code}) before it was ready:\n${out}`)));
    child.on('error', reject);
  });
  const stop = () => new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
  return { url: `redis://127.0.0.1:${port}`, port, child, stop };
}

module.exports = { freePort, startPostgres, psql, lockPostgres, startRedis };
