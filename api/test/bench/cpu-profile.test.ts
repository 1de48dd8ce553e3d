import { functionOf, ownerOf, selfTime, sharesOfBusyTime, type CpuProfile } from '../../bench/cpu-profile';

const frame = (id: number, functionName: string, url: string) => ({
  id,
  callFrame: { functionName, url, lineNumber: 9 },
});

/** A profile of 1 s idle and 1 s busy: writev 500 ms, Fastify 250, the API's ledger 150, GC 100. */
const profile: CpuProfile = {
  nodes: [
    frame(1, '(idle)', ''),
    frame(2, 'writev', ''),
    frame(3, 'send', '/srv/node_modules/.pnpm/fastify@5.6.0/node_modules/fastify/lib/reply.js'),
    frame(4, 'castVote', 'file:///srv/api/dist/ledger/spend.js'),
    frame(5, '(garbage collector)', ''),
  ],
  samples: [1, 2, 3, 2, 4, 5, 1],
  timeDeltas: [600_000, 300_000, 250_000, 200_000, 150_000, 100_000, 400_000],
};

it('names whose code a frame is: a package (scoped too), a part of the API, Node, native code, V8', () => {
  const owner = (url: string, functionName = 'f') => ownerOf({ functionName, url, lineNumber: 0 });
  expect(owner('/srv/node_modules/.pnpm/pg@8.16.0/node_modules/pg/lib/client.js')).toBe('pg');
  expect(owner('/srv/node_modules/.pnpm/@fastify+cors@11/node_modules/@fastify/cors/index.js')).toBe(
    '@fastify/cors',
  );
  expect(owner('file:///srv/api/dist/modules/voting/cast-vote.js')).toBe('api dist/modules');
  expect(owner('file:///srv/api/dist/server.js')).toBe('api dist/server');
  expect(owner('node:internal/net/socket.js')).toBe('node net');
  expect(owner('node:net')).toBe('node net');
  expect(owner('', 'writev')).toBe('(native)');
  expect(owner('', '(garbage collector)')).toBe('(garbage collector)');
});

it('adds up self time per owner and gives each its share of the busy time, idle left out', () => {
  const shares = sharesOfBusyTime(selfTime(profile, (node) => ownerOf(node.callFrame)));
  expect(shares).toEqual([
    { key: '(native)', us: 500_000, share: 0.5 },
    { key: 'fastify', us: 250_000, share: 0.25 },
    { key: 'api dist/ledger', us: 150_000, share: 0.15 },
    { key: '(garbage collector)', us: 100_000, share: 0.1 },
  ]);
});

it('names a function with its owner and line', () => {
  expect(selfTime(profile, functionOf).get('writev  [(native):10]')).toBe(500_000);
});
