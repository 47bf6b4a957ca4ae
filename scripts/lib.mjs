// Small helpers shared by the scripts: run a command, start/stop a background process, find Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(new URL('..', import.meta.url).pathname);
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Starts a long-running process in its own process group; `stop()` ends the whole group. */
export function startBackground(command, args, { env, label = command, quiet = true } = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return {
    child,
    label,
    output: () => output,
    stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

export function waitForPort(port, { host = '127.0.0.1', timeoutMs = 60_000, process: proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (proc && proc.child.exitCode !== null) {
        reject(new Error(`${proc.label} exited before listening on ${port}:\n${proc.output()}`));
        return;
      }
      const socket = net.connect({ port, host });
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline)
          reject(new Error(`Nothing listens on ${host}:${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The first of `names` on PATH, or undefined. */
function onPath(names) {
  for (const name of names) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    const resolved = found.stdout.trim();
    if (found.status === 0 && resolved) return resolved;
  }
  return undefined;
}

/** CHROMIUM_PATH, else `chromium` (or a common alias) on PATH; undefined when none is installed. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return onPath(['chromium', 'chromium-browser', 'google-chrome']);
}

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the build Playwright itself runs
 * headless tests in): CHROMIUM_HEADLESS_SHELL_PATH, else `chromium-headless-shell` on PATH;
 * undefined when it is not installed.
 */
export function findHeadlessShell() {
  const fromEnv = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return onPath(['chromium-headless-shell', 'chrome-headless-shell']);
}
