/** @jest-environment node */
import { createFirstScreen } from './first-screen';

const options = (startScript: string) => ({
  template: '<html><head></head><body><div id="root"></div></body></html>',
  startScript,
  apiUrl: 'http://127.0.0.1:9/v1',
  remotes: {} as never,
});

test('a start that would end its inline <script> early, or change how the page is parsed, is refused', () => {
  expect(() => createFirstScreen(options('held(); </script><script>other()'))).toThrow(/<\/script/);
  expect(() => createFirstScreen(options('held(); <!-- more'))).toThrow(/<!--/);
  expect(() => createFirstScreen(options('held();'))).not.toThrow();
});
