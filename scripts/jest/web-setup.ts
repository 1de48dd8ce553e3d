import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { performance as nodePerformance } from 'node:perf_hooks';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom's performance has no user timing; the shell marks when a page answers (after-take-over.ts).
Object.assign(performance, {
  mark: nodePerformance.mark.bind(nodePerformance),
  getEntriesByName: nodePerformance.getEntriesByName.bind(nodePerformance),
});

// A page under a full parallel run (react-admin's especially) can take seconds to show what it fetched: waiting
// up to 5 s for it is what keeps a slow run from failing a right page.
configure({ asyncUtilTimeout: 5000 });
