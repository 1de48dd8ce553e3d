import { api, unwrap } from '@fanhub/shared-auth';

export const getProject = (projectId: string) =>
  unwrap(api.get('/client/voting-project/:id', { params: { id: projectId } }));
