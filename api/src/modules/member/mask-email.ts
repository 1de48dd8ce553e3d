/**
 * Supporter lists are public, so they show an email the way a fan recognises their own without handing
 * everyone's address to scrapers: `kim.minji@gmail.com` -> `ki*****@gmail.com`.
 */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  return `${visible}${'*'.repeat(Math.max(1, local.length - visible.length))}@${domain}`;
}
