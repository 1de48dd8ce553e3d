import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../first-screen/yielding';

/**
 * Lets the browser in between the steps of loading a remote's module: its entry evaluated, its container
 * initialised with the page's shared modules, its module's files fetched and resolved (the module itself is
 * evaluated in a task of its own, `loadRemoteModule`). On a phone they made one task of 40 to 60 ms, and a fan's
 * tap waited for it (ADR-226).
 */
export function yieldingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fanhub-yielding',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeGetExpose() {
      await nextTask();
    },
  };
}
