import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { t } from '@fanhub/shared-ui';
import { observer } from 'mobx-react-lite';
import { ui, type ShellModalProps } from '../../stores/ui-store';
import { chooseLanguage, chosenLanguage, LANGUAGES } from './languages';
import { translation } from './translate-widget';

/** The 16 languages; the chosen one is marked, and marked not applied when the translation service did not load. */
export const LanguagePicker = observer(function LanguagePicker({ open, transition }: ShellModalProps) {
  const current = chosenLanguage();
  return (
    <Dialog open={open} slotProps={{ transition }} onClose={ui.close} fullWidth maxWidth="xs">
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
                secondary={
                  language.code === current && translation.unavailable
                    ? `${language.code} · ${t('belum diterapkan: terjemahan tidak tersedia', 'not applied: translation unavailable')}`
                    : language.code
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Dialog>
  );
});
