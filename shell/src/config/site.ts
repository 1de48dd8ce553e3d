/** Fixed facts the shell shows: where news leads, how to reach fanhub, who runs it. */
export const SITE = {
  newsSiteUrl: 'https://chart.fanhub.example',
  contact: { phone: '+62 21 5000 1234', email: 'halo@fanhub.id' },
  company: {
    name: 'PT Fanhub Kreasi Indonesia',
    address: 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190',
  },
  social: [
    { label: 'Instagram', url: 'https://instagram.com/fanhub.id' },
    { label: 'X', url: 'https://x.com/fanhub_id' },
    { label: 'TikTok', url: 'https://tiktok.com/@fanhub.id' },
    { label: 'YouTube', url: 'https://youtube.com/@fanhubid' },
  ],
  appStores: [
    { label: 'App Store', url: 'https://apps.apple.com/id/app/fanhub' },
    { label: 'Google Play', url: 'https://play.google.com/store/apps/details?id=id.fanhub' },
  ],
};
