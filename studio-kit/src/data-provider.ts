import {
  endpoints,
  type AnyApiRequest,
  type ApiClient,
  type HttpMethod,
  type PathOf,
  type ResponseOf,
} from '@fanhub/contract';
import type {
  DataProvider,
  GetListParams,
  GetListResult,
  Identifier,
  RaRecord,
  SortPayload,
} from 'react-admin';
import { sendToApi, studioApi } from './api-client';
import { saveFile } from './download';

/** The contract's list calls: a GET whose answer's `data` is an array. */
export type ListPath = {
  [P in PathOf<'GET'>]: ResponseOf<'GET', P> extends { data: readonly unknown[] } ? P : never;
}[PathOf<'GET'>];

/**
 * Where a resource's records are in the contract. Its one path parameter is the record's id (`one`), or the
 * parent's for a list inside a record (`list` of a reference); what a list pages, sorts and filters by, and which
 * fields an edit may send, are read from the contract's schemas.
 */
export interface ResourceApi {
  /** GET: the records (paged by the API when its query takes `page`, else paged here). */
  list?: ListPath;
  /** GET one record; PUT and DELETE it at the same path where the contract has them. */
  one?: PathOf<'GET'>;
  /** POST a new record; a path parameter (`:votingId`) comes from the new record's field, which is not sent. */
  create?: PathOf<'POST'>;
  /** The field that names a record, when it is not `_id` (a fan's held account by `memberId`). */
  id?: string;
}

/**
 * The studio's data provider: react-admin's calls over the contract, and the contract's typed calls for what is
 * not a record's create, read, update or delete (a life-cycle step, a setting, a download). Pages take it from
 * useStudioApi, so a refusal of 401 signs the staff member out wherever it happens.
 */
export type StudioDataProvider = DataProvider &
  Pick<ApiClient, 'get' | 'post' | 'put'> & {
    /** Any call, untyped: for the kit's own controls, whose props are typed by the contract instead. */
    send(method: HttpMethod, path: string, request?: AnyApiRequest): Promise<unknown>;
    /** Saves what a GET answers as a file (a CSV export) under `fileName`. */
    download(path: PathOf<'GET'>, params: Record<string, string>, fileName: string): Promise<void>;
  };

type ApiRecord = Record<string, unknown>;
type Answer = { data: ApiRecord | ApiRecord[]; meta?: { total: number } };
interface JsonSchema {
  properties?: Record<string, { const?: unknown; anyOf?: { const?: unknown }[] }>;
}

const schemaOf = (method: HttpMethod, path: string, part: 'querystring' | 'body') =>
  (endpoints as Record<string, Partial<Record<typeof part, JsonSchema>>>)[`${method} ${path}`]?.[part];

/** The fields a call's query or body names; undefined when it takes anything (no schema, or not an object). */
function fieldsOf(method: HttpMethod, path: string, part: 'querystring' | 'body'): string[] | undefined {
  const properties = schemaOf(method, path, part)?.properties;
  return properties && Object.keys(properties);
}

/** The path's parameters: `/studio/votings/:votingId/projects` → `['votingId']`. */
const parameterNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * The path's one parameter set to the record's id: `/studio/votings/:votingId` → `{ votingId: id }`; a path
 * without one is a single record's (`/studio/seo-meta`).
 */
export function recordParams(path: string, id: Identifier): Record<string, string> {
  const [name, ...more] = parameterNames(path);
  if (more.length > 0) throw new Error(`${path} does not name one record`);
  return name ? { [name]: String(id) } : {};
}

/** What a list asks the API for: the page, a sort and the filters that are set, as far as its query takes them. */
function listQuery(
  path: string,
  pagination: { page: number; perPage: number },
  sort: SortPayload | undefined,
  filter: Record<string, unknown> = {},
) {
  const accepted = fieldsOf('GET', path, 'querystring') ?? [];
  // `sortBy` is a union of literals, or one literal when the list sorts one way.
  const sortBy = schemaOf('GET', path, 'querystring')?.properties?.sortBy;
  const sortable = (sortBy?.anyOf ?? (sortBy ? [sortBy] : [])).map((choice) => choice.const);
  return {
    ...(accepted.includes('page') ? { page: pagination.page, limit: pagination.perPage } : {}),
    ...(sort && sortable.includes(sort.field)
      ? { sortBy: sort.field, sortOrder: sort.order.toLowerCase() }
      : {}),
    ...Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '' && value != null)),
  };
}

/** Only what an edit changed, of the fields the call takes: a change is a partial update. */
function changes(path: string, data: ApiRecord, previous: ApiRecord) {
  const taken = fieldsOf('PUT', path, 'body');
  return Object.fromEntries(
    Object.entries(data).filter(
      ([field, value]) =>
        (taken ? taken.includes(field) : !['id', '_id'].includes(field)) &&
        JSON.stringify(value) !== JSON.stringify(previous[field]),
    ),
  );
}

/**
 * react-admin's data provider over the studio's calls (`/v1/studio/*`): records are the API's, with `id` set
 * from `_id` (or the resource's own id field); lists page, sort and filter on the server where it pages.
 */
export function studioDataProvider(apis: Record<string, ResourceApi>): StudioDataProvider {
  const apiOf = (resource: string): ResourceApi => {
    const api = apis[resource];
    if (!api) throw new Error(`The studio knows no resource ${resource}`);
    return api;
  };
  const withId = <R extends RaRecord>(resource: string, record: ApiRecord) =>
    ({ ...record, id: record[apiOf(resource).id ?? '_id'] }) as unknown as R;
  const onePath = (resource: string, method: HttpMethod) => {
    const path = apiOf(resource).one;
    if (!path || !(`${method} ${path}` in endpoints)) throw new Error(`${resource} has no ${method} of one`);
    return path;
  };
  const one = async <R extends RaRecord>(resource: string, id: Identifier) => {
    const path = onePath(resource, 'GET');
    const answer = (await sendToApi('GET', path, { params: recordParams(path, id) })) as Answer;
    return withId<R>(resource, answer.data as ApiRecord);
  };
  /** A list's records; one the API answers whole (its query takes no `page`) is paged here, as every other. */
  const list = async <R extends RaRecord>(
    resource: string,
    params: Record<string, string>,
    {
      pagination = { page: 1, perPage: 25 },
      sort,
      filter,
    }: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
  ): Promise<GetListResult<R>> => {
    const path = apiOf(resource).list;
    if (!path) throw new Error(`${resource} has no list`);
    const query = listQuery(path, pagination, sort, filter);
    const answer = (await sendToApi('GET', path, { params, query })) as Answer;
    const records = (answer.data as ApiRecord[]).map((record) => withId<R>(resource, record));
    if ('page' in query) return { data: records, total: answer.meta?.total ?? records.length };
    const { page, perPage } = pagination;
    return { data: records.slice((page - 1) * perPage, page * perPage), total: records.length };
  };

  return {
    getList: (resource, params) => list(resource, {}, params),
    getManyReference: (resource, params) => list(resource, { [params.target]: String(params.id) }, params),
    async getOne<R extends RaRecord>(resource: string, params: { id: Identifier }) {
      return { data: await one<R>(resource, params.id) };
    },
    async getMany<R extends RaRecord>(resource: string, params: { ids: Identifier[] }) {
      return { data: await Promise.all(params.ids.map((id) => one<R>(resource, id))) };
    },
    async create(resource, params) {
      const path = apiOf(resource).create;
      if (!path) throw new Error(`${resource} cannot be created`);
      const inPath = parameterNames(path);
      const taken = fieldsOf('POST', path, 'body');
      const data = params.data as ApiRecord;
      const body = Object.fromEntries(
        Object.entries(data).filter(
          ([field]) => !inPath.includes(field) && (taken ? taken.includes(field) : true),
        ),
      );
      const pathParams = Object.fromEntries(inPath.map((name) => [name, String(data[name])]));
      const answer = (await sendToApi('POST', path, { params: pathParams, body })) as Answer;
      return { data: withId(resource, answer.data as ApiRecord) };
    },
    async update(resource, params) {
      const path = onePath(resource, 'PUT');
      const body = changes(path, params.data as ApiRecord, params.previousData as ApiRecord);
      if (Object.keys(body).length === 0) return { data: params.previousData };
      const answer = (await sendToApi('PUT', path, {
        params: recordParams(path, params.id),
        body,
      })) as Answer;
      return { data: withId(resource, answer.data as ApiRecord) };
    },
    async updateMany() {
      throw new Error('The studio changes one record at a time, each in the audit trail');
    },
    async delete(resource, params) {
      const path = onePath(resource, 'DELETE');
      await sendToApi('DELETE', path, { params: recordParams(path, params.id) });
      return { data: params.previousData ?? withId(resource, { _id: params.id }) };
    },
    async deleteMany(resource, params) {
      const path = onePath(resource, 'DELETE');
      for (const id of params.ids) await sendToApi('DELETE', path, { params: recordParams(path, id) });
      return { data: params.ids };
    },
    get: studioApi.get,
    post: studioApi.post,
    put: studioApi.put,
    send: (method, path, request) => sendToApi(method, path, request),
    async download(path, params, fileName) {
      saveFile((await sendToApi('GET', path, { params }, 'blob')) as Blob, fileName);
    },
  };
}
