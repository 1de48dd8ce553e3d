import { ProjectPage } from '../features/project/components/project-page';
import { FansPickPage } from '../features/voting/components/fans-pick-page';
import { VotingDetailPage } from '../features/voting/components/voting-detail-page';
import { ListSkeleton, onDemand, Route, Routes } from '@fanhub/shared-ui';
import { Suspense } from 'react';

// The verify page (its audit table and proof checks) downloads when a fan opens it.
const ProjectVerifyPage = onDemand(
  async () => (await import('../features/project/components/project-verify-page')).ProjectVerifyPage,
);

/** Every Fans Pick route, relative to where the shell (or the standalone harness) mounts it: /fanspick/*. */
export default function App() {
  return (
    <Routes>
      <Route index element={<FansPickPage />} />
      <Route path="project/:projectId" element={<ProjectPage />} />
      <Route
        path="project/:projectId/verify"
        element={
          <Suspense fallback={<ListSkeleton />}>
            <ProjectVerifyPage />
          </Suspense>
        }
      />
      <Route path=":votingId" element={<VotingDetailPage />} />
    </Routes>
  );
}
