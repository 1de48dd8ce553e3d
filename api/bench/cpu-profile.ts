/** Reading a V8 CPU profile (`node --cpu-prof`): whose code each sample ran, and the self time per key. */

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The samples of a process waiting for work: left out of busy time. */
export const IDLE = '(idle)';

/** `fastify`, `pg`, `node net`, `api dist/ledger`, `(garbage collector)`, `(native)`: what a frame belongs to. */
export function ownerOf({ url, functionName }: ProfileNode['callFrame']): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node ').split('/')[0]!;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(url);
  if (inPackage) return inPackage[1]!;
  const inApi = /\/api\/(dist\/[^/]+)/.exec(url);
  return inApi ? `api ${inApi[1]!.replace(/\.js$/, '')}` : url;
}

/** `writev  [(native):1]`: a function and where it is. */
export function functionOf(node: ProfileNode): string {
  const { functionName, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'}  [${ownerOf(node.callFrame)}:${lineNumber + 1}]`;
}

/** Self time in microseconds per key of the sampled frames. */
export function selfTime(profile: CpuProfile, keyOf: (node: ProfileNode) => string): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const key = keyOf(byId.get(id)!);
    totals.set(key, (totals.get(key) ?? 0) + profile.timeDeltas[index]!);
  });
  return totals;
}

/** Each key's share of the busy (not idle) time, largest first. */
export function sharesOfBusyTime(totals: Map<string, number>): { key: string; us: number; share: number }[] {
  const busyUs = [...totals].reduce((sum, [key, us]) => (key === IDLE ? sum : sum + us), 0);
  return [...totals]
    .filter(([key]) => key !== IDLE)
    .sort((a, b) => b[1] - a[1])
    .map(([key, us]) => ({ key, us, share: us / busyUs }));
}
