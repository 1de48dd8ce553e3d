import { mkdirSync } from 'node:fs';
import { fromDebian } from './debian-packages';
import { freePort, startServer, type StartedServer } from './processes';
import { waitUntil } from './waiting';

const NATS_SERVER = '/usr/sbin/nats-server';

export interface RunningNatsCluster {
  /** Each node's client address (`nats://127.0.0.1:port`), in node order. */
  servers: string[];
  /** Kills node `index` at once, as a crash would (its clients fail over to the others). */
  kill(index: number): Promise<void>;
  /** Starts node `index` again on its ports; answers once it is routed to the others again. */
  start(index: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A NATS cluster of `size` nodes on loopback (Debian's nats-server, installed when missing), each routed to the
 * others on free ports, its log in `workDir`: what a platform team runs, answering once every node sees the others.
 */
export async function startNatsCluster(workDir: string, size = 3): Promise<RunningNatsCluster> {
  const installed = fromDebian(NATS_SERVER, ['nats-server']);
  if (!installed.ok) throw new Error(installed.why);
  mkdirSync(workDir, { recursive: true });
  const ports: { client: number; cluster: number; monitor: number }[] = [];
  for (let node = 0; node < size; node++)
    ports.push({ client: await freePort(), cluster: await freePort(), monitor: await freePort() });
  const route = (node: number) => `nats://127.0.0.1:${ports[node]!.cluster}`;
  const nodes: (StartedServer | undefined)[] = [];
  const startNode = async (node: number) => {
    const port = ports[node]!;
    nodes[node] = await startServer(`nats-${node}`, {
      command: NATS_SERVER,
      args: [
        ...['-a', '127.0.0.1', '-p', String(port.client), '-m', String(port.monitor)],
        ...['--cluster_name', 'fanhub-test', '--cluster', route(node)],
        ...[
          '--routes',
          ports
            .map((_, other) => route(other))
            .filter((_, other) => other !== node)
            .join(','),
        ],
      ],
      port: port.monitor,
      readyPath: '/healthz',
      logDir: workDir,
      appendLog: true,
    });
  };
  /** Whether every running node is routed to every other running node. */
  const routed = () =>
    waitUntil(async () => {
      const running = ports.filter((_, node) => nodes[node]);
      const counts = await Promise.all(
        running.map(async (port) => {
          const answer = await fetch(`http://127.0.0.1:${port.monitor}/routez`);
          return ((await answer.json()) as { num_routes: number }).num_routes;
        }),
      );
      return counts.every((count) => count >= running.length - 1);
    });
  const stop = async () => void (await Promise.all(nodes.map((node) => node?.stop())));
  await Promise.all(ports.map((_, node) => startNode(node)));
  if (!(await routed())) {
    await stop();
    throw new Error(`the NATS nodes did not route to each other; see ${workDir}`);
  }
  return {
    servers: ports.map((port) => `nats://127.0.0.1:${port.client}`),
    async kill(index) {
      await nodes[index]?.process.stop('SIGKILL');
      nodes[index] = undefined;
    },
    async start(index) {
      await startNode(index);
      if (!(await routed())) throw new Error(`NATS node ${index} did not route to the others again`);
    },
    stop,
  };
}
