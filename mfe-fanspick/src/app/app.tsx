import { ProjectPage } from '../features/project/components/project-page';
import { ProjectVerifyPage } from '../features/project/components/project-verify-page';
import { FansPickPage } from '../features/voting/components/fans-pick-page';
import { VotingDetailPage } from '../features/voting/components/voting-detail-page';
import { Route, Routes } from '@fanhub/shared-ui';

/** Every Fans Pick route, relative to where the shell (or the standalone harness) mounts it: /fanspick/*. */
export default function App() {
  return (
    <Routes>
      <Route index element={<FansPickPage />} />
      <Route path="project/:projectId" element={<ProjectPage />} />
      <Route path="project/:projectId/verify" element={<ProjectVerifyPage />} />
      <Route path=":votingId" element={<VotingDetailPage />} />
    </Routes>
  );
}
