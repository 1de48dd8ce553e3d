import { expect, test as base } from '@playwright/test';

export { expect };

declare global {
  interface Window {
    __fanhubCspViolation?: (report: string) => void;
  }
}

/**
 * The suite's `test`: every page, frame and tab it opens reports Content-Security-Policy violations, and a test
 * fails on any it did not expect (one that provokes a violation takes them from `cspViolations` and checks them).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeFunction('__fanhubCspViolation', (report: string) => void violations.push(report));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          window.__fanhubCspViolation?.(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${location.href}`,
          ),
        );
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
