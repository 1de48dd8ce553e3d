import { SectionPlaceholder } from '@fanhub/shared-ui';
import { Route, Routes } from 'react-router-dom';

/** Every route this remote owns (the shell mounts it under its path prefixes). */
export default function App() {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <SectionPlaceholder
            title="Fans Pick"
            description="Vote proyek idolmu dengan Koin / Vote for your idols' projects with coins"
          />
        }
      />
    </Routes>
  );
}
