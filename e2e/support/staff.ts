import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { authenticatorCode, dataOf, signInStaff, type SignedInStaff } from '@fanhub/testkit';
import type { Page } from '@playwright/test';
import { PHOTO_PNG } from './fans';
import { E2E, originOf, ROOT, siteApi } from './servers';

/** Where the studio answers in the suite: its own origin, on both runs. */
export const STUDIO = originOf('studio');

/** The seeded admin (api/src/db/seed/demo-staff.ts); the authenticator it enrolled is kept across retries. */
const ADMIN = { email: 'admin@studio.fanhub.id', password: 'studio-fanhub-123' };
const SECRETS_FILE = path.join(
  ROOT,
  'e2e',
  '.state',
  `staff-secrets-${E2E.viaGateway ? 'gateway' : 'direct'}.json`,
);

const savedSecrets = (): Record<string, string> =>
  existsSync(SECRETS_FILE) ? (JSON.parse(readFileSync(SECRETS_FILE, 'utf8')) as Record<string, string>) : {};

/** The seeded admin, signed in through the API (enrolling its authenticator the first time). */
export async function studioAdmin(): Promise<SignedInStaff> {
  const account = { ...ADMIN, secret: savedSecrets()[ADMIN.email] };
  // The API takes each authenticator step once: a worker started after a failed test does not know the step
  // its predecessor used, so a refused code is tried once more with the next step.
  const admin = await signInStaff(siteApi, account).catch((error: unknown) => {
    if (!String(error).includes('SECOND_FACTOR_INVALID')) throw error;
    return signInStaff(siteApi, account);
  });
  mkdirSync(path.dirname(SECRETS_FILE), { recursive: true });
  writeFileSync(SECRETS_FILE, JSON.stringify({ ...savedSecrets(), [ADMIN.email]: admin.secret }));
  return admin;
}

export interface NewStaff {
  email: string;
  password: string;
  fullName: string;
  role: string;
}

/** A staff account of `role`, made by the admin for this test (it enrols its authenticator at first sign-in). */
export async function newStaff(admin: SignedInStaff, role: string, fullName: string): Promise<NewStaff> {
  const account = {
    email: `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@studio.fanhub.id`,
    password: 'studio-e2e-password-1',
    fullName,
    role,
  };
  await dataOf(siteApi, { method: 'POST', path: '/v1/studio/staff', headers: admin.auth, body: account });
  return account;
}

/**
 * Signs a staff member in to the studio as they would: the password, then (first time) the enrolment screen,
 * whose key an authenticator app would take, and the code it shows. Answers the enrolled secret.
 */
export async function signInToStudio(page: Page, staff: NewStaff): Promise<string> {
  await page.goto(`${STUDIO}/`);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Lanjut / Continue' }).click();
  await page.getByRole('img', { name: 'Kode QR autentikator / Authenticator QR code' }).waitFor();
  const secret = (await page.getByTestId('enrolment-key').textContent())!.trim();
  await page.getByLabel('Kode autentikator / Authenticator code').fill(await authenticatorCode(secret));
  await page.getByRole('button', { name: 'Masuk / Sign in' }).click();
  await page.getByText(`${staff.fullName} (${staff.role})`).waitFor();
  return secret;
}

/** An image uploaded through the studio's upload (`POST /v1/studio/files`) by `staff`: its URL. */
export async function studioUpload(staff: SignedInStaff): Promise<string> {
  const form = new FormData();
  form.append('usage', 'event');
  form.append('file', new Blob([PHOTO_PNG], { type: 'image/png' }), 'cover.png');
  const answer = await fetch(`${E2E.api.url}/v1/studio/files`, {
    method: 'POST',
    headers: staff.auth,
    body: form,
  });
  if (!answer.ok) throw new Error(`the studio upload answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { data: { urlStream: string } }).data.urlStream;
}
