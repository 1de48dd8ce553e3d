import { SCROLL_DELAY_AFTER_NAVIGATION_MS, scrollToSection, type SectionId } from './sections';
import { useLocation, useNavigate } from '@fanhub/shared-ui';

/** Scrolls to a home section, going to the home page first (and waiting for it) when elsewhere. */
export function useSectionNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (id: SectionId) => {
    if (pathname === '/') return scrollToSection(id);
    navigate('/');
    setTimeout(() => scrollToSection(id), SCROLL_DELAY_AFTER_NAVIGATION_MS);
  };
}
