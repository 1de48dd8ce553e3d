// What each remote exposes, as the shell consumes it (ARCHITECTURE.md: only ./App and ./HomeSection cross).
declare module 'mfe_fanspick/App' {
  const App: import('react').ComponentType;
  export default App;
}
declare module 'mfe_fanspick/HomeSection' {
  const HomeSection: import('react').ComponentType;
  export default HomeSection;
}
declare module 'mfe_fanfunding/App' {
  const App: import('react').ComponentType;
  export default App;
}
declare module 'mfe_fanfunding/HomeSection' {
  const HomeSection: import('react').ComponentType;
  export default HomeSection;
}
declare module 'mfe_events/App' {
  const App: import('react').ComponentType;
  export default App;
}
declare module 'mfe_events/HomeSection' {
  const HomeSection: import('react').ComponentType;
  export default HomeSection;
}
declare module 'mfe_member/App' {
  const App: import('react').ComponentType;
  export default App;
}
