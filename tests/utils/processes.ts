import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface Background {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Starts a process in its own group and waits until it listens on `port`. */
export async function startListening(
  command: string,
  args: string[],
  port: number,
  timeoutMs = 60_000,
  env: Record<string, string> = {},
): Promise<Background> {
  const child = spawn(command, args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const background: Background = {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
        await exited;
      }
    },
  };
  try {
    await waitForPort(port, timeoutMs, () => child.exitCode !== null);
  } catch (error) {
    await background.stop();
    throw new Error(`${command}: ${(error as Error).message}\n${output}`, { cause: error });
  }
  return background;
}

/** Resolves once something accepts connections on 127.0.0.1:port. */
export async function waitForPort(
  port: number,
  timeoutMs = 60_000,
  gaveUp: () => boolean = () => false,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gaveUp()) throw new Error('exited before listening');
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Prism mock of one contract, static examples, on 127.0.0.1:port. */
export function startPrismMock(
  spec: string,
  port: number,
  options: { dynamic?: boolean } = {},
): Promise<Background> {
  return startListening(
    path.join(repoRoot, 'node_modules/.bin/prism'),
    [
      'mock',
      spec,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      ...(options.dynamic ? ['--dynamic'] : []),
    ],
    port,
  );
}
