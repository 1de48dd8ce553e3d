import { api, unwrap, type Envelope } from '@fanhub/shared-auth';
import type { ProjectDetail } from '../types';

export const getProject = (projectId: string) =>
  unwrap(api.json.get<Envelope<ProjectDetail>>(`/client/voting-project/${projectId}`));
