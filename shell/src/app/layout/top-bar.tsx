import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { intents, useSession } from '@fanhub/shared-auth';
import { formatNumber, t, Link as RouterLink, useLocation, useNavigate } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { ui } from '../../stores/ui-store';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { SCROLL_DELAY_AFTER_NAVIGATION_MS, scrollToSection, type SectionId } from '../../navigation/sections';
import { canGoBackWithinSite } from '../../navigation/site-history';

/** The home section a page belongs to, where the back button lands. */
const sectionOf = (pathname: string): SectionId =>
  pathname.startsWith('/fanspick')
    ? 'fanspick'
    : pathname.startsWith('/fanfunding')
      ? 'fanfunding'
      : pathname.startsWith('/event')
        ? 'events'
        : 'home';

const CoinBalance = observer(function CoinBalance() {
  const session = useSession();
  return (
    <Chip
      clickable
      onClick={() => intents.requestTopUp()}
      // The name starts with what the chip shows (WCAG 2.5.3), then says what it is.
      aria-label={`${formatNumber(session.coins)} Koin · ${t('Koin Kamu', 'Your Coins')}`}
      data-testid="coin-balance"
      label={
        <Box
          component="span"
          className="notranslate"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: '#F5B300' }}
          />
          {formatNumber(session.coins)}
        </Box>
      }
      sx={{ bgcolor: 'rgba(255,255,255,.95)', fontWeight: 700 }}
    />
  );
});

/** A signed-in fan's hearts beside their coins; it leads to where hearts are earned. */
const HeartBalance = observer(function HeartBalance() {
  const session = useSession();
  if (!session.isLoggedIn) return null;
  return (
    <Chip
      clickable
      component={RouterLink}
      to="/member-area/hati"
      aria-label={`${formatNumber(session.hearts)} Hati · ${t('Hati Kamu', 'Your Hearts')}`}
      data-testid="heart-balance"
      icon={<FavoriteIcon aria-hidden sx={{ '&&': { color: '#E0245E' } }} />}
      label={<span className="notranslate">{formatNumber(session.hearts)}</span>}
      sx={{ bgcolor: 'rgba(255,255,255,.95)', fontWeight: 700 }}
    />
  );
});

export function TopBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const goBack = () => {
    const section = sectionOf(pathname);
    if (canGoBackWithinSite()) navigate(-1);
    else navigate('/');
    setTimeout(() => scrollToSection(section), SCROLL_DELAY_AFTER_NAVIGATION_MS);
  };

  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'primary.main' }}>
      <Toolbar sx={{ gap: 1 }}>
        {pathname !== '/' && (
          <IconButton color="inherit" edge="start" aria-label={t('Kembali', 'Back')} onClick={goBack}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, flexGrow: 1, letterSpacing: 0.5 }}
        >
          fanhub
        </Typography>
        {/* Before the coins: appearing once a signed-in page takes over, it moves nothing already drawn. */}
        <HeartBalance />
        <CoinBalance />
        <NotificationBell />
        <IconButton
          color="inherit"
          edge="end"
          aria-label={t('Menu', 'Menu')}
          onClick={() => ui.setMenuOpen(true)}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
