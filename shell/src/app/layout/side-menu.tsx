import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import { intents, useSession } from '@fanhub/shared-auth';
import { avatarImage, MEMBER_AREA_SIGN_IN, MOBILE_BREAKPOINT, t, useNavigate } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { ui } from '../../stores/ui-store';
import { useSectionNavigation } from '../../navigation/use-section-navigation';
import { CompanyDetails, ContactDetails } from './site-details';
import { SocialLinks } from './social-links';

/**
 * The slide-in menu (docs/product.md section 2): a side sheet from the left on mobile, a sidebar on the right on
 * desktop; its footer carries the social links, contact and company details. MUI's modal drawer locks the
 * page's scrolling while it is open.
 */
export const SideMenu = observer(function SideMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const toSection = useSectionNavigation();
  // Read at once, also while React takes over a drawn page (the closed menu drew nothing there to differ from).
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 1}px)`, { noSsr: true });
  const close = () => ui.setMenuOpen(false);
  const go = (path: string) => {
    close();
    navigate(path);
  };

  const items = [
    { label: 'Home', onClick: () => go('/') },
    { label: 'Fans Pick', onClick: () => go('/fanspick') },
    { label: 'Events', onClick: () => go('/events') },
    { label: 'Fan Funding', onClick: () => go('/fanfunding') },
    {
      label: 'Member Area',
      secondary: session.user?.email,
      onClick: () => (session.isLoggedIn ? go('/member-area') : intents.requestLogin(...MEMBER_AREA_SIGN_IN)),
    },
    {
      label: t('Berita', 'News'),
      onClick: () => {
        close();
        toSection('news');
      },
    },
    { label: t('Bahasa', 'Language'), onClick: () => ui.open('language') },
    ...(session.isLoggedIn
      ? [
          {
            label: t('Keluar', 'Logout'),
            onClick: () => {
              close();
              session.logout();
            },
          },
        ]
      : []),
  ];

  return (
    <Drawer
      anchor={mobile ? 'left' : 'right'}
      open={ui.menuOpen && (ui.onScreen === null || ui.onScreen === 'menu')}
      onClose={close}
      slotProps={{
        paper: { sx: { width: mobile ? 'min(320px, 85vw)' : 320 } },
        transition: ui.transitionOf('menu'),
      }}
    >
      <Box component="nav" aria-label={t('Menu utama', 'Main menu')} sx={{ p: 1 }}>
        {session.user && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', p: 2 }} data-testid="menu-member">
            <Avatar src={avatarImage(session.user.avatar)} alt={session.user.fullName}>
              {session.user.fullName[0]}
            </Avatar>
            <Box className="notranslate" sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }} noWrap>
                {session.user.fullName}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {session.user.email}
              </Typography>
            </Box>
          </Stack>
        )}
        <List>
          {items.map((item) => (
            <ListItemButton key={item.label} onClick={item.onClick}>
              <ListItemText
                primary={item.label}
                secondary={item.secondary}
                slotProps={{ secondary: { className: 'notranslate' } }}
              />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <Stack component="footer" spacing={2} sx={{ p: 2 }} data-testid="menu-footer">
          <SocialLinks />
          <ContactDetails />
          <CompanyDetails />
        </Stack>
      </Box>
    </Drawer>
  );
});
