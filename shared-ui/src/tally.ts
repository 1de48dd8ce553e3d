// 'Cek transparansi / Verify this tally': the audit list, each credit's proof checked in the browser.
export {
  TallyVerification,
  type AuditedTally,
  type TallyVerificationProps,
} from './components/tally-verification';
