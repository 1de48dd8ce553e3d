import { render, waitFor } from '@testing-library/react';
import { ProofOfWorkCheck } from './proof-of-work-check';

jest.mock('altcha', () => ({}), { virtual: true });
jest.mock('./challenge', () => ({ fetchChallenge: jest.fn() }));

/**
 * An `<altcha-widget>` whose component, and with it `configure` and `verify`, exists only some time after the
 * element joined the page, and says so with `load`, as ALTCHA's does (a microtask later there; under load React's
 * effect ran first); a solved check reports its payload.
 */
class MountingLaterWidget extends HTMLElement {
  configure?: (options: object) => void;
  verify?: () => Promise<void>;

  async connectedCallback() {
    await new Promise((resolve) => setTimeout(resolve, 50));
    this.configure = () => undefined;
    this.verify = async () => {
      const detail = { state: 'verified', payload: 'solved-payload' };
      this.dispatchEvent(new CustomEvent('statechange', { detail }));
    };
    await Promise.resolve();
    this.dispatchEvent(new CustomEvent('load'));
  }
}

beforeAll(() => {
  (globalThis as unknown as { $altcha: unknown }).$altcha = { i18n: { set: () => undefined } };
  customElements.define('altcha-widget', MountingLaterWidget);
});

it('solves the check once the widget has mounted, though the effect runs before', async () => {
  const onSolved = jest.fn();
  render(<ProofOfWorkCheck onSolved={onSolved} />);
  await waitFor(() => expect(onSolved).toHaveBeenLastCalledWith('solved-payload'));
});
