import type { Page } from '@playwright/test';
import { E2E } from './servers';

export const DEMO = { email: 'demo@fanhub.id', password: 'fanhub123' };

/** Signs in through the real API and stores the session under its two keys (docs/product.md section 3) before the page loads. */
export async function signIn(page: Page, credentials = DEMO) {
  const response = await page.request.post(`${E2E.api.url}/v1/auth/login`, { data: credentials });
  const { data } = (await response.json()) as {
    data: { _id: string; email: string; access_token: string; coins: number };
  };
  await page.addInitScript((user) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('auth', JSON.stringify({ user, isLoggedIn: true }));
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, data);
  return data;
}
