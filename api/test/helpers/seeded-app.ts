import type { FastifyInstance } from 'fastify';
import { DEMO_MEMBER } from '../../src/db/seed/seed';
import { createTestApp, type TestApp } from './test-app';

/** The app on a database holding the full seed content, as `npm start` serves it. */
export const createSeededApp = (env: Record<string, string> = {}, poolSize?: number): Promise<TestApp> =>
  createTestApp({ SEED_ON_START: 'true', ...env }, poolSize);

export async function signIn(
  app: FastifyInstance,
  email = DEMO_MEMBER.email,
  password = DEMO_MEMBER.password,
) {
  const response = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
  const { data } = response.json();
  return { id: data._id as string, auth: { authorization: `Bearer ${data.access_token}` } };
}

/** GET and answer the parsed body, failing loudly on anything but 200. */
export async function getJson<T = { data: unknown; meta?: unknown }>(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await app.inject({ url, headers });
  if (response.statusCode !== 200)
    throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as T;
}

/** The projects of the first seeded voting still open for votes. */
export async function openVotingProjects(app: FastifyInstance): Promise<{ _id: string; title: string }[]> {
  const [category] = (await getJson<{ data: { _id: string }[] }>(app, '/v1/client/voting/categories')).data;
  const [voting] = (
    await getJson<{ data: { _id: string }[] }>(app, `/v1/client/voting/${category!._id}?status=open`)
  ).data;
  return (
    await getJson<{ data: { projects: { _id: string; title: string }[] } }>(
      app,
      `/v1/client/voting/detail/${voting!._id}`,
    )
  ).data.projects;
}
