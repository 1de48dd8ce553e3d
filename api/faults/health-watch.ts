import { pause } from '@fanhub/testkit';

/** One look at a replica's `/v1/health`: its status (or cut off) and what it said about Redis. */
export interface HealthProbe {
  replica: number;
  startedAt: number;
  answeredAt: number;
  status: number | 'cut off';
  redis?: string;
}

export interface HealthWatch {
  probes: HealthProbe[];
  stop(): Promise<void>;
}

const EVERY_MS = 200;

/** Asks every replica's `/v1/health` every 200 ms, as a load balancer does, and keeps every answer. */
export function watchHealth(replicas: string[]): HealthWatch {
  const probes: HealthProbe[] = [];
  let running = true;
  const watch = async (replica: number) => {
    while (running) {
      const startedAt = Date.now();
      const probe = await fetch(`${replicas[replica]}/v1/health`, { signal: AbortSignal.timeout(3000) }).then(
        async (response) => {
          const body = (await response.json().catch(() => ({}))) as { data?: { redis?: string } };
          return { status: response.status, redis: body.data?.redis };
        },
        () => ({ status: 'cut off' as const }),
      );
      probes.push({ replica, startedAt, answeredAt: Date.now(), ...probe });
      await pause(EVERY_MS);
    }
  };
  const watchers = replicas.map((_, replica) => watch(replica));
  return {
    probes,
    async stop() {
      running = false;
      await Promise.all(watchers);
    },
  };
}

/** The probes of `replica` that started after `from` and were answered before `to`. */
export const probesWithin = (probes: HealthProbe[], replica: number, from: number, to: number) =>
  probes.filter((probe) => probe.replica === replica && probe.startedAt >= from && probe.answeredAt <= to);
