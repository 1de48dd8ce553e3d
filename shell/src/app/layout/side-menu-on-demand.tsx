import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { ui } from '../../stores/ui-store';

const SideMenu = lazy(async () => ({ default: (await import('./side-menu')).SideMenu }));

/** The menu's code loads the first time a fan opens it; from then on it stays mounted to slide in and out. */
export const SideMenuOnDemand = observer(function SideMenuOnDemand() {
  const [wanted, setWanted] = useState(false);
  if (ui.menuOpen && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <SideMenu />
    </Suspense>
  ) : null;
});
