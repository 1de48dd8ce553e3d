/**
 * Where a V8 CPU profile of the API (`BENCH_PROFILE_DIR`, docs/performance.md) spent its busy time: self
 * time by package or part of the API, then the functions that cost most.
 * Usage (in api/): pnpm bench:profile <file.cpuprofile> [top functions, default 25]
 */
import { readFileSync } from 'node:fs';
import { functionOf, IDLE, ownerOf, selfTime, sharesOfBusyTime, type CpuProfile } from './cpu-profile';

function print(title: string, totals: Map<string, number>, top: number) {
  console.log(`\n${title}`);
  for (const { key, us, share } of sharesOfBusyTime(totals).slice(0, top)) {
    console.log(`${(share * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);
  }
}

function main() {
  const [file, top = '25'] = process.argv.slice(2);
  if (!file) throw new Error('usage: bench/profile.ts <file.cpuprofile> [top]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const owners = selfTime(profile, (node) => ownerOf(node.callFrame));
  const totalUs = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  const busyUs = totalUs - (owners.get(IDLE) ?? 0);
  console.log(
    `${(totalUs / 1e6).toFixed(1)} s profiled, ${(busyUs / 1e6).toFixed(1)} s busy (shares below are of busy time)`,
  );
  print('Self time by owner', owners, 20);
  print('Self time by function', selfTime(profile, functionOf), Number(top));
}

main();
