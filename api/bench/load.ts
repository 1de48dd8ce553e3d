import { fork } from 'node:child_process';
import path from 'node:path';
import type { Fan, RushCatalogue } from '@fanhub/testkit';

export const CONNECTIONS = 64;

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers outside 2xx and requests that got no answer (timeouts, resets). */
  failed: number;
  /** Answers in 2xx. */
  succeeded: number;
}

/** One POST of a fixed list: whose it is and what it sends. */
export interface OneRequest {
  authorization: string;
  body: unknown;
}

export interface LoadPlan {
  url: string;
  /** How long it runs; unused with `once`, which runs until its last request is answered. */
  seconds: number;
  /** POSTs of a spend scenario (scenarios.ts), its requests numbered from `from`; else plain GETs of `url`. */
  spend?: { what: string; fans: Fan[]; catalogue: RushCatalogue; from: number };
  /** POSTs of these requests, each sent once: everyone at once, as an on-sale is. */
  once?: OneRequest[];
}

/** What `once` adds: each answer's `code` (or its status when it has none) and how many answered it. */
export type AnswerCodes = Record<string, number>;

export interface DriveAnswer {
  figures: LoadFigures;
  sent: number;
  /** How long it ran. */
  seconds: number;
  codes: AnswerCodes;
}

/**
 * `CONNECTIONS` clients, each sending its next request as soon as the last is answered, for `seconds`. The load
 * generator runs in a process of its own (load-generator.ts), as pgbench does, so that nothing else the
 * benchmark does (2,000 live streams, say) shares its event loop. Answers the figures and how many requests
 * were sent.
 */
export function drive(plan: LoadPlan): Promise<DriveAnswer> {
  const generator = fork(path.join(__dirname, 'load-generator.ts'), [], {
    execArgv: ['-r', 'esbuild-register'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    generator.once('message', (answer: DriveAnswer) => resolve(answer));
    generator.once('exit', (code) =>
      reject(new Error(`the load generator exited (${code}) without figures`)),
    );
    generator.once('error', reject);
    generator.send(plan);
  });
}
