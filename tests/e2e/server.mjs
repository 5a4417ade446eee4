// server.mjs — start and stop `ringfall serve` for the browser tests.
import { spawn } from 'node:child_process';

export function startServer(ringfall, { port = 0, db, web }) {
  return new Promise((resolve, reject) => {
    const proc = spawn(ringfall, ['serve', '--port', String(port), '--db', db, '--web', web], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (d) => {
      out += d;
      const m = /open (http:\/\/[^\s]+?:(\d+))\/?/.exec(out);
      if (m) {
        proc.stdout.off('data', onData);
        resolve({ proc, url: m[1], port: +m[2] });
      }
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', (d) => { out += d; });
    proc.on('exit', (code) => reject(new Error(`ringfall serve exited (${code}): ${out}`)));
  });
}

export function stopServer(server) {
  return new Promise((resolve) => {
    if (server.proc.exitCode !== null) { resolve(); return; }
    server.proc.removeAllListeners('exit');
    server.proc.on('exit', () => resolve());
    server.proc.kill('SIGTERM');
  });
}
