import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render } from '@testing-library/react';
import type { StaffRole } from '@fanhub/contract';
import type { ReactNode } from 'react';
import { Admin, TestMemoryRouter } from 'react-admin';
import { callApiAt } from './api-client';
import { resourceElements, studioProviders } from './resources';
import type { StudioResource } from './section';
import { signInAs } from './signed-in-staff';

export { signInAs };

/** A call the stand-in API received. */
export interface AskedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: IncomingHttpHeaders;
}

/**
 * What the stand-in API answers a call: a status and a body, JSON unless a text's type is given (a CSV); only a
 * body is a 200 with it.
 */
type Answer = { status: number; body: unknown; contentType?: string };
type Answering = (call: AskedCall) => Answer | object;

/**
 * The API as a studio page meets it in a unit test: a real HTTP server on loopback answering each `METHOD
 * /path` (after /v1) as the test says and recording what it was asked, so a page's calls go through the real
 * data provider, axios and the network. An unanswered call is a 404 the test sees.
 */
export class StandInApi {
  readonly asked: AskedCall[] = [];
  private readonly answers = new Map<string, Answering>();
  private server?: Server;

  answer(call: string, answering: Answering | object): this {
    this.answers.set(call, typeof answering === 'function' ? (answering as Answering) : () => answering);
    return this;
  }

  /** The calls made to `METHOD /path`. */
  callsTo(call: string): AskedCall[] {
    return this.asked.filter((asked) => `${asked.method} ${asked.path}` === call);
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
      };
      if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const url = new URL(request.url!, 'http://api');
        const call: AskedCall = {
          method: request.method!,
          path: url.pathname.replace(/^\/v1/, ''),
          query: Object.fromEntries(url.searchParams),
          body: text ? (JSON.parse(text) as unknown) : undefined,
          headers: request.headers,
        };
        this.asked.push(call);
        const answering = this.answers.get(`${call.method} ${call.path}`);
        const given = answering?.(call) ?? {
          status: 404,
          body: { status: false, message: `Tidak ada / No answer for ${call.method} ${call.path}` },
        };
        const { status, body, contentType } =
          'status' in given && typeof given.status === 'number'
            ? (given as Answer)
            : { status: 200, body: given };
        response
          .writeHead(status, { ...cors, 'content-type': contentType ?? 'application/json' })
          .end(contentType ? String(body) : JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    callApiAt(`http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`);
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/**
 * The studio around some resources, as staff of `role` see it at `path` (`/held-accounts`): the real data and
 * auth providers and react-admin's own layout and routes.
 */
export function renderStudio(
  resources: StudioResource[],
  { role, path, children }: { role: StaffRole; path: string; children?: ReactNode },
) {
  signInAs(role);
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin {...studioProviders(resources)} disableTelemetry>
        {resourceElements(resources)}
        {children}
      </Admin>
    </TestMemoryRouter>,
  );
}

/** The names of the files the page saves from now on (jsdom saves nothing: the link's click is recorded). */
export function recordDownloads(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = () => 'blob:download';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    saved.push(this.download);
  };
  return saved;
}
