// What a remote exposes, as the shell consumes it (docs/architecture.md section 2: only ./App and ./HomeSection cross):
// a component, default-exported. `RemoteModules` in federation/remote-modules.ts lists which ones exist.
declare module 'mfe_*' {
  const Section: import('react').ComponentType;
  export default Section;
}
