import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  authenticatorCode,
  dataOf,
  publishedVoting,
  signInStaff,
  type SignedInStaff,
  type VotingRulesInput,
} from '@fanhub/testkit';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PHOTO_PNG } from './fans';
import { lock } from 'proper-lockfile';
import { E2E, originOf, ROOT, siteApi } from './servers';

/** Where the studio answers in the suite: its own origin, on both runs. */
export const STUDIO = originOf('studio');

/** The seeded admin (api/src/db/seed/demo-staff.ts). */
const ADMIN = { email: 'admin@studio.fanhub.id', password: 'studio-fanhub-123' };
/**
 * The admin's session, kept for every worker of the run: the API takes each authenticator step once, so two
 * workers signing in together would offer it one code twice, and signing in for every test meant waiting up to
 * 30 s for the next code. Global setup removes it (a new run starts on a new database).
 */
export const ADMIN_SESSION_FILE = path.join(
  ROOT,
  'e2e',
  '.state',
  `studio-admin-session-${E2E.viaGateway ? 'gateway' : 'direct'}.json`,
);
/** How long the workers keep using one admin session: well inside the studio's 30 minutes. */
const ADMIN_SESSION_REUSE_MS = 20 * 60_000;

interface SavedSession {
  admin: SignedInStaff;
  signedInAt: number;
}
const savedSession = (): SavedSession | undefined =>
  existsSync(ADMIN_SESSION_FILE)
    ? (JSON.parse(readFileSync(ADMIN_SESSION_FILE, 'utf8')) as SavedSession)
    : undefined;

/**
 * The seeded admin, signed in through the API (enrolling its authenticator the first time), one session for all
 * workers: the one that finds none, or one about to expire, signs in while holding the file's lock.
 */
export async function studioAdmin(): Promise<SignedInStaff> {
  const fresh = (saved?: SavedSession) =>
    saved && Date.now() - saved.signedInAt < ADMIN_SESSION_REUSE_MS ? saved.admin : undefined;
  const reused = fresh(savedSession());
  if (reused) return reused;
  mkdirSync(path.dirname(ADMIN_SESSION_FILE), { recursive: true });
  const release = await lock(ADMIN_SESSION_FILE, {
    realpath: false,
    retries: { retries: 120, minTimeout: 250, maxTimeout: 500 },
  });
  try {
    const saved = savedSession();
    const refreshedMeanwhile = fresh(saved);
    if (refreshedMeanwhile) return refreshedMeanwhile;
    const admin = await signInStaff(siteApi, {
      ...ADMIN,
      ...(saved && { secret: saved.admin.secret, usedStep: saved.admin.step }),
    });
    // Written aside and renamed: other workers read the file without the lock and must never see half of it.
    const next = `${ADMIN_SESSION_FILE}.next`;
    writeFileSync(next, JSON.stringify({ admin, signedInAt: Date.now() } satisfies SavedSession));
    renameSync(next, ADMIN_SESSION_FILE);
    return admin;
  } finally {
    await release();
  }
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

/**
 * Opens the studio's create form of a resource from its menu entry, once the form shows and the list is gone
 * (a section's pages arrive from its remote: the list can stay on screen a moment after the address changed).
 */
export async function openCreateForm(page: Page, menuEntry: string, resource: string): Promise<void> {
  await page.getByRole('menuitem', { name: menuEntry }).click();
  await page.getByRole('link', { name: 'Buat' }).click();
  await page.waitForURL(new RegExp(`#/${resource}/create$`));
  await page.getByRole('button', { name: 'Simpan' }).waitFor();
  await page.getByRole('columnheader').first().waitFor({ state: 'detached' });
}

/** A live voting with `rules`, drafted and published by two new editors through the studio's calls. */
export async function votingFromTheStudio(page: Page, rules: VotingRulesInput = {}) {
  const admin = await studioAdmin();
  const editorNamed = async (name: string) => signInStaff(siteApi, await newStaff(admin, 'editor', name));
  const [editor, publisher] = [await editorNamed('Editor Studio'), await editorNamed('Publisher Studio')];
  const image = await studioImage(page.request, editor);
  return publishedVoting(siteApi, { editor, publisher, image, rules });
}

/** A cover image `staff` uploads through the studio's call: the address a record of theirs may show. */
export async function studioImage(request: APIRequestContext, staff: { auth: Record<string, string> }) {
  const upload = await request.post(`${E2E.api.url}/v1/studio/files`, {
    headers: staff.auth,
    multipart: { usage: 'content', file: { name: 'cover.png', mimeType: 'image/png', buffer: PHOTO_PNG } },
  });
  expect(upload.ok()).toBe(true);
  return ((await upload.json()) as { data: { urlStream: string } }).data.urlStream;
}
