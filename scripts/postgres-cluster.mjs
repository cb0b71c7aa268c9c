// Starts a throwaway PostgreSQL cluster in a temp folder on a free port, as the
// `postgres` user when we are root (initdb refuses to run as root), and stops it by pid.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function pgBin(name) {
  for (const dir of ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin']) {
    if (existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return name;
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = process.getuid?.() === 0;
function run(bin, args) {
  const cmd = isRoot ? ['runuser', ['-u', 'postgres', '--', pgBin(bin), ...args]] : [pgBin(bin), args];
  execFileSync(cmd[0], cmd[1], { stdio: ['ignore', 'ignore', 'inherit'] });
}

function ownedTempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  return dir;
}

/**
 * Runs a server on a data folder (fresh from initdb, or a replica's base backup) and gives
 * the ways to stop it: for a while (halt, then resume on the same port) or for good.
 */
async function launch(dataDir, { durable = false, settings: extra = {} } = {}) {
  const socketDir = ownedTempDir('nyumba-pgsock-');
  const port = await freePort();
  const settings =
    `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=300` +
    (durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off') +
    Object.entries(extra)
      .map(([name, value]) => ` -c ${name}=${value}`)
      .join('');
  const pidOf = () => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const begin = () => {
    run('pg_ctl', ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', '-t', '30', '-o', settings, 'start']);
    return pidOf();
  };
  const halt = (pid) => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
    } catch {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    pid: begin(),
    dataDir,
    running: true,
    halt() {
      if (!cluster.running) return;
      halt(cluster.pid);
      cluster.running = false;
    },
    resume() {
      if (cluster.running) return;
      cluster.pid = begin();
      cluster.running = true;
    },
    stop() {
      cluster.halt();
      cluster.stop = () => undefined;
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
  return cluster;
}

/**
 * @param {{ durable?: boolean, settings?: Record<string, string> }} options durable keeps fsync
 *   on (crash tests); the default turns it off because a test cluster's data is thrown away
 *   anyway. settings are more server settings (a bench sizes shared_buffers as production would).
 */
export async function startPostgres(options = {}) {
  const dataDir = ownedTempDir('nyumba-pg-');
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  return launch(dataDir, options);
}

/**
 * A streaming replica of a running cluster: pg_basebackup -R copies it and writes the
 * standby's connection to it, and the copy starts as a hot standby on a port of its own.
 * initdb's pg_hba.conf already lets the local postgres user replicate.
 */
export async function startReplica(primary, options = {}) {
  const dataDir = ownedTempDir('nyumba-pgrep-');
  const source = new URL(primary.url);
  run('pg_basebackup', [
    '-h',
    source.hostname,
    '-p',
    source.port,
    '-U',
    'postgres',
    '-D',
    dataDir,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  return launch(dataDir, options);
}
