import '@testing-library/jest-dom';
import { performance as nodePerformance } from 'node:perf_hooks';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom's performance has no user timing; the shell marks when a page answers (after-take-over.ts).
Object.assign(performance, {
  mark: nodePerformance.mark.bind(nodePerformance),
  getEntriesByName: nodePerformance.getEntriesByName.bind(nodePerformance),
});
