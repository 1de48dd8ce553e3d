/** What this remote is called and what crosses its boundary; the rest of the config is shared. */
export const federation = {
  name: 'mfe_events',
  title: 'Events',
  exposes: {
    './App': './src/app/app.tsx',
    './HomeSection': './src/app/home-section.tsx',
  },
  // Its studio pages: a container of their own (dist/studio/), loaded by the studio, never by fans' pages.
  studio: './src/studio/index.tsx',
};
