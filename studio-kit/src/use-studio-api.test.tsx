import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, type AuthProvider, type DataProvider } from 'react-admin';
import { StudioApiError } from './api-client';
import type { StudioDataProvider } from './data-provider';
import { useStudioApi } from './use-studio-api';

/** A studio whose API has ended the staff member's session: every call is refused with 401. */
function signedOutStudio() {
  const signedOut: string[] = [];
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => void signedOut.push('logout'),
    checkAuth: async () => undefined,
    checkError: async (error: StudioApiError) => {
      if (error.status === 401) throw error;
    },
    getPermissions: async () => undefined,
  };
  const refused = () => Promise.reject(new StudioApiError('Sesi berakhir / Session ended', 401));
  const dataProvider = { post: refused, get: refused } as unknown as DataProvider;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext authProvider={authProvider} dataProvider={dataProvider}>
      {children}
    </CoreAdminContext>
  );
  const { result } = renderHook(() => useStudioApi(), { wrapper });
  return { api: result.current as unknown as Pick<StudioDataProvider, 'post'>, signedOut };
}

test('a call the API refuses with 401 signs the staff member out and is refused, not answered with an empty record', async () => {
  const { api, signedOut } = signedOutStudio();
  const call = api.post('/studio/events/:eventId/door/scans', {
    params: { eventId: '0b8d4c6e-0000-4000-8000-000000000001' },
    body: { door: 'Utara', scans: [] },
  });
  // react-admin tells the staff member they were signed out (a state update of its notifications).
  await act(() =>
    expect(call).rejects.toMatchObject({
      status: 401,
      message: 'Sesi berakhir; masuk lagi untuk melanjutkan / Your session ended; sign in again to go on',
    }),
  );
  expect(signedOut).toEqual(['logout']);
});
