/**
 * A test that needs what this machine lacks (a Redis server, a program): under CI=true it fails, as CI has all
 * of it and a skipped test there would pass unseen; elsewhere it says so and the test returns.
 */
export function skipUnlessInCi(what: string): void {
  if (process.env.CI) throw new Error(`${what}: CI=true, and CI has everything the suite needs`);
  console.warn(`SKIPPED: ${what}`);
}
