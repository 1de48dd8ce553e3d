/**
 * Where a V8 CPU profile of the API (`BENCH_PROFILE_DIR`, README "API under load") spent its busy time: self time by
 * package or part of the API, then the functions that cost most.
 * Usage (in api/): pnpm bench:profile <file.cpuprofile> [top functions, default 25]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** `fastify`, `pg`, `node:net`, `api dist/ledger`, `(garbage collector)`: what a frame belongs to. */
function ownerOf({ url, functionName }: ProfileNode['callFrame']): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node ').split('/')[0]!;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(url);
  if (inPackage) return inPackage[1]!;
  const inApi = /\/api\/(dist\/[^/]+)/.exec(url);
  return inApi ? `api ${inApi[1]!.replace(/\.js$/, '')}` : url;
}

const IDLE = '(idle)';

function tally(profile: CpuProfile, keyOf: (node: ProfileNode) => string): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const key = keyOf(byId.get(id)!);
    totals.set(key, (totals.get(key) ?? 0) + profile.timeDeltas[index]!);
  });
  return totals;
}

function print(title: string, totals: Map<string, number>, busyUs: number, top: number) {
  console.log(`\n${title}`);
  const rows = [...totals].filter(([key]) => !key.startsWith(IDLE)).sort((a, b) => b[1] - a[1]);
  for (const [key, us] of rows.slice(0, top)) {
    console.log(
      `${((us / busyUs) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    );
  }
}

function main() {
  const [file, top = '25'] = process.argv.slice(2);
  if (!file) throw new Error('usage: bench/profile.ts <file.cpuprofile> [top]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const owners = tally(profile, (node) => ownerOf(node.callFrame));
  const totalUs = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  const busyUs = totalUs - (owners.get(IDLE) ?? 0);
  console.log(
    `${(totalUs / 1e6).toFixed(1)} s profiled, ${(busyUs / 1e6).toFixed(1)} s busy (shares below are of busy time)`,
  );
  print('Self time by owner', owners, busyUs, 20);
  const functions = tally(profile, ({ callFrame }) => {
    const where = ownerOf(callFrame);
    return `${callFrame.functionName || '(anonymous)'}  [${where}:${callFrame.lineNumber + 1}]`;
  });
  print('Self time by function', functions, busyUs, Number(top));
}

main();
