import { SectionPlaceholder } from '@fanhub/shared-ui';
import { Route, Routes } from 'react-router-dom';

/** Every route this remote owns (the shell mounts it under its path prefixes). */
export default function App() {
  return (
    <Routes>
      <Route
        path="*"
        element={<SectionPlaceholder title="Member Area" description="Profil member / Member profile" />}
      />
    </Routes>
  );
}
