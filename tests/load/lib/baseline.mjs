import { fork } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../../scripts/lib/stack.mjs';

/** Starts bare-server.mjs in a child process on a free port; returns { url, path, pid, stop() }. */
export async function startBareServer() {
  const port = await freePort();
  const child = fork(join(import.meta.dirname, 'bare-server.mjs'), [String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bare Fastify server did not start within 10 s')), 10000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bare Fastify server exited at start (code ${code})`));
    });
  });
  child.removeAllListeners('exit');
  return {
    url: `http://127.0.0.1:${port}`,
    path: '/bare',
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
