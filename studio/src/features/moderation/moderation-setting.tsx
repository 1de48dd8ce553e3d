import { bilingual } from '@fanhub/contract';
import { NumberSetting } from '@fanhub/studio-kit';

/** How many different fans' reports hide a message until a moderator decides (the studio's setting). */
export function ModerationSetting() {
  return (
    <NumberSetting
      path="/studio/settings/moderation"
      field="autoHideReports"
      resource="messages"
      title={bilingual('Sembunyikan otomatis setelah', 'Hide automatically after')}
      label={bilingual('laporan dari fans berbeda', 'reports by different fans')}
      sx={{ ml: 2, mt: 8, width: 260, alignSelf: 'flex-start' }}
    />
  );
}
