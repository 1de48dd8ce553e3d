import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { resiliencePlugin } from './resilience-plugin';

jest.mock('./remote-modules', () => ({ reRegisterRemote: jest.fn() }));
const { reRegisterRemote } = jest.requireMock('./remote-modules') as { reRegisterRemote: jest.Mock };

interface Origin {
  loadRemote: jest.Mock<Promise<unknown>, [string]>;
}
type Hook = (args: { id: string; error: unknown; origin: Pick<Origin, 'loadRemote'> }) => Promise<unknown>;

beforeEach(() => {
  jest.useFakeTimers();
  reRegisterRemote.mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.useRealTimers());

/** A runtime whose loadRemote fails, then calls the plugin's hook as the real runtime does. */
function failingRuntime(errorLoadRemote: Hook): Origin {
  const origin: Origin = {
    loadRemote: jest.fn(async (id: string): Promise<unknown> =>
      errorLoadRemote({ id, error: new Error('down'), origin }),
    ),
  };
  return origin;
}

it('retries a failed remote twice, re-registering it, then answers a fallback that says which section', async () => {
  const hook = resiliencePlugin().errorLoadRemote as unknown as Hook;
  const origin = failingRuntime(hook);
  const result = hook({ id: 'mfe_fanfunding/HomeSection', error: new Error('down'), origin });
  await jest.runAllTimersAsync();
  const fallback = (await result) as { default: ComponentType };

  expect(origin.loadRemote).toHaveBeenCalledTimes(2);
  expect(reRegisterRemote).toHaveBeenCalledWith('mfe_fanfunding');
  render(<fallback.default />);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Bagian Fan Funding sedang tidak tersedia / The Fan Funding section is unavailable right now',
  );
  expect(screen.getByRole('button', { name: 'Coba lagi / Retry' })).toBeInTheDocument();
});

it('leaves modules that are not fanhub remotes to the runtime', async () => {
  const hook = resiliencePlugin().errorLoadRemote as unknown as Hook;
  expect(
    await hook({ id: 'someone_else/Widget', error: new Error('x'), origin: { loadRemote: jest.fn() } }),
  ).toBeUndefined();
});
