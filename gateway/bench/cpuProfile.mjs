// Preload for diagnosis: `BENCH_GATEWAY_NODE_OPTIONS="--import ./bench/cpuProfile.mjs" pnpm bench:monitoring`
// writes a CPU profile of each gateway process to CPU_PROFILE_DIR (default os.tmpdir()) when it
// exits (open it in Chrome DevTools). NODE_OPTIONS refuses `--cpu-prof`, so the inspector does it.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import os from 'node:os';
import path from 'node:path';

const session = new Session();
session.connect();
session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 200 }, () => session.post('Profiler.start')));

let written = false;
function write() {
  if (written) return;
  written = true;
  // The inspector answers synchronously on this thread, so this works in an exit handler too.
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    const file = path.join(process.env.CPU_PROFILE_DIR ?? os.tmpdir(), `gateway-${process.pid}.cpuprofile`);
    writeFileSync(file, JSON.stringify(result.profile));
  });
}
process.on('exit', write);
for (const signal of ['SIGTERM', 'SIGINT']) process.prependListener(signal, write);
