import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { studioApi } from './api-client';

/** A record as the API answers it: its id is `_id`. */
type ApiRecord = Record<string, unknown> & { _id: Identifier };

/** Where a resource's records are in the API (paths under /v1; `:id` is the record's, `:name` a field's). */
export interface ResourceApi {
  /** GET: a page of records (`page`, `limit`, `sortBy`, `sortOrder` and the list's filters). */
  list?: string;
  /** GET, PUT and DELETE one record. */
  one: string;
  /** POST a new record; placeholders (`:votingId`) come from the new record's fields, which are not sent. */
  create?: string;
  /** Fields the API sorts by; a list sorted by another asks for the first. */
  sortable?: readonly string[];
  /** Fields shown but never sent back in a change. */
  readOnly?: readonly string[];
}

type Answer<T> = { data: T; meta?: { total: number } };

/** The record react-admin holds: the API's, with `id` set from `_id`. */
const withId = <R extends RaRecord>(record: ApiRecord) => ({ ...record, id: record._id }) as unknown as R;

/** `/studio/votings/:votingId/projects` with `{ votingId: 'v1' }`: the path, and the fields it used. */
function fill(path: string, values: Record<string, unknown>): { path: string; used: string[] } {
  const used: string[] = [];
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    used.push(name);
    return encodeURIComponent(String(values[name === 'id' ? 'id' : name]));
  });
  return { path: filled, used };
}

/** Only what an edit changed, without the fields the API does not take: a change is a partial update. */
function changes(
  data: Record<string, unknown>,
  previous: Record<string, unknown>,
  readOnly: readonly string[],
) {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([field, value]) =>
        !['id', '_id', ...readOnly].includes(field) &&
        JSON.stringify(value) !== JSON.stringify(previous[field]),
    ),
  );
}

/**
 * react-admin's data provider over the studio's calls (`/v1/studio/*`): records are the API's, with `id` set from
 * `_id`; lists page, sort and filter on the server.
 */
export function studioDataProvider(apis: Record<string, ResourceApi>): DataProvider {
  const apiOf = (resource: string): ResourceApi => {
    const api = apis[resource];
    if (!api) throw new Error(`The studio knows no resource ${resource}`);
    return api;
  };
  const one = async <R extends RaRecord>(resource: string, id: Identifier) => {
    const { data } = await studioApi.get<Answer<ApiRecord>>(fill(apiOf(resource).one, { id }).path);
    return withId<R>(data.data);
  };

  return {
    async getList(resource, params) {
      const api = apiOf(resource);
      if (!api.list) throw new Error(`${resource} has no list`);
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const sort = params.sort && api.sortable?.includes(params.sort.field) ? params.sort : undefined;
      const filters = Object.fromEntries(
        Object.entries(params.filter ?? {}).filter(([, value]) => value !== '' && value != null),
      );
      const { data } = await studioApi.get<Answer<ApiRecord[]>>(api.list, {
        params: {
          page,
          limit: perPage,
          ...(sort ? { sortBy: sort.field, sortOrder: sort.order.toLowerCase() } : {}),
          ...filters,
        },
      });
      return { data: data.data.map((record) => withId(record)), total: data.meta?.total ?? data.data.length };
    },
    async getOne<R extends RaRecord>(resource: string, params: { id: Identifier }) {
      return { data: await one<R>(resource, params.id) };
    },
    async getMany<R extends RaRecord>(resource: string, params: { ids: Identifier[] }) {
      return { data: await Promise.all(params.ids.map((id) => one<R>(resource, id))) };
    },
    async getManyReference() {
      throw new Error('The studio shows related records inside their parent');
    },
    async create(resource, params) {
      const api = apiOf(resource);
      if (!api.create) throw new Error(`${resource} cannot be created`);
      const { path, used } = fill(api.create, params.data);
      const body = Object.fromEntries(Object.entries(params.data).filter(([field]) => !used.includes(field)));
      const { data } = await studioApi.post<Answer<ApiRecord>>(path, body);
      return { data: withId(data.data) };
    },
    async update(resource, params) {
      const api = apiOf(resource);
      const body = changes(params.data, params.previousData, api.readOnly ?? []);
      if (Object.keys(body).length === 0) return { data: params.previousData };
      const { data } = await studioApi.put<Answer<RaRecord & { _id: Identifier }>>(
        fill(api.one, { id: params.id }).path,
        body,
      );
      return { data: withId(data.data) };
    },
    async updateMany() {
      throw new Error('The studio changes one record at a time, each in the audit trail');
    },
    async delete(resource, params) {
      await studioApi.delete(fill(apiOf(resource).one, { id: params.id }).path);
      return { data: params.previousData ?? withId({ _id: params.id }) };
    },
    async deleteMany(resource, params) {
      for (const id of params.ids) await studioApi.delete(fill(apiOf(resource).one, { id }).path);
      return { data: params.ids };
    },
  };
}
