import { IntentChannel, intents, SessionProvider, SessionStore } from '@fanhub/shared-auth';
import { signedInSession } from '@fanhub/shared-auth/src/testing';
import { AppProviders, MemoryRouter, Route, Routes } from '@fanhub/shared-ui';
import { act, render, screen } from '@testing-library/react';
import { MemberAreaLayout } from './member-area-layout';

function renderAt(session: SessionStore) {
  render(
    <AppProviders>
      <SessionProvider value={session}>
        <MemoryRouter initialEntries={['/member-area']}>
          <Routes>
            <Route path="/" element={<p>home page</p>} />
            <Route
              path="/member-area/*"
              element={
                <MemberAreaLayout>
                  <p>profile</p>
                </MemberAreaLayout>
              }
            />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </AppProviders>,
  );
}

afterEach(() => jest.restoreAllMocks());

it('asks a visitor to sign in and sends them to /', () => {
  const requestLogin = jest.spyOn(intents, 'requestLogin').mockImplementation(() => undefined);
  renderAt(new SessionStore(localStorage, new IntentChannel()));
  expect(requestLogin).toHaveBeenCalledWith('membuka Member Area', 'open the Member Area');
  expect(screen.getByText('home page')).toBeInTheDocument();
  expect(screen.queryByText('profile')).not.toBeInTheDocument();
});

it('shows a signed-in fan the tabs and the page; a session ending here goes to / without a second prompt', () => {
  const requestLogin = jest.spyOn(intents, 'requestLogin').mockImplementation(() => undefined);
  const session = signedInSession(10);
  renderAt(session);
  expect(screen.getByRole('heading', { level: 1, name: 'Member Area' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Koin / Coins' })).toHaveAttribute('href', '/member-area/koin');
  expect(screen.getByText('profile')).toBeInTheDocument();

  act(() => session.logout());
  expect(screen.getByText('home page')).toBeInTheDocument();
  expect(requestLogin).not.toHaveBeenCalled();
});
