import { bilingual } from '@fanhub/contract';
import { NumberSetting } from '@fanhub/studio-kit';

/** How hard the anti-bot proof of work is: raised during an attack, every new challenge uses it at once. */
export function ProofOfWorkSetting() {
  return (
    <NumberSetting
      path="/studio/settings/fair-play"
      field="proofOfWorkCost"
      resource="fair-play"
      title={bilingual('Tingkat kesulitan anti-bot', 'Anti-bot difficulty')}
      label={bilingual('Iterasi per percobaan', 'Iterations per attempt')}
      sx={{ mt: 2, maxWidth: 420 }}
    />
  );
}
