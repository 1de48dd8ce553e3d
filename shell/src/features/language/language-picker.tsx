import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { t } from '@fanhub/shared-ui';
import { ui } from '../../stores/ui-store';
import { chooseLanguage, chosenLanguage, LANGUAGES } from './languages';

export function LanguagePicker({ open }: { open: boolean }) {
  const current = chosenLanguage();
  return (
    <Dialog open={open} onClose={ui.close} fullWidth maxWidth="xs">
      <DialogTitle>{t('Bahasa', 'Language')}</DialogTitle>
      <List sx={{ pt: 0 }} data-testid="language-list">
        {LANGUAGES.map((language) => (
          <ListItem key={language.code} disablePadding>
            <ListItemButton
              selected={language.code === current}
              onClick={() => chooseLanguage(language.code)}
            >
              <ListItemText
                primary={<span className="notranslate">{language.name}</span>}
                secondary={language.code}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Dialog>
  );
}
