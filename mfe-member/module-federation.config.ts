/** What this remote is called and what crosses its boundary; the rest of the config is shared. */
export const federation = {
  name: 'mfe_member',
  title: 'Member Area',
  exposes: {
    './App': './src/app/app.tsx',
  },
};
