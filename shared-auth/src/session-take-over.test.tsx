import { render, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { act, lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SessionProvider, useSession } from './session';
import { signedInSession } from './testing';

// A drawn page is drawn signed out (the server keeps no session). A signed-in fan's browser takes it over: each
// component's first render there must be the server's, a section hydrating after the page's shell included.
const Greeting = observer(function Greeting() {
  const session = useSession();
  return <p>{session.isLoggedIn ? `${session.coins} Koin` : 'Masuk / Sign in'}</p>;
});

let releaseSection = () => {};
const sectionArrived = new Promise<void>((resolve) => (releaseSection = resolve));
const LateSection = lazy(async () => {
  await sectionArrived;
  return { default: Greeting };
});

/** The page with its section: drawn whole on the server; in the browser, the section's code arrives later. */
function Page({ Section }: { Section: ComponentType }) {
  return (
    <>
      <Greeting />
      <Suspense fallback={null}>
        <Section />
      </Suspense>
    </>
  );
}

test("a drawn page is taken over as drawn, then shows the fan's session, a late section too", async () => {
  const drawn = renderToString(<Page Section={Greeting} />);
  expect(drawn).not.toContain('Koin');
  const container = document.createElement('div');
  container.innerHTML = drawn;
  document.body.append(container);

  const mismatches: unknown[] = [];
  const fan = signedInSession(120);
  await act(async () => {
    hydrateRoot(
      container,
      <SessionProvider value={fan}>
        <Page Section={LateSection} />
      </SessionProvider>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  // The page's shell is taken over (and its effects ran) before the section hydrates.
  expect(container.querySelector('p')!.textContent).toBe('120 Koin');
  await act(async () => releaseSection());
  expect(mismatches).toEqual([]);
  expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['120 Koin', '120 Koin']);
});

test('a page the browser draws alone shows the session at once', () => {
  render(
    <SessionProvider value={signedInSession(40)}>
      <Greeting />
    </SessionProvider>,
  );
  expect(screen.getByText('40 Koin')).toBeInTheDocument();
});
