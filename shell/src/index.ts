// Async boundary: the shared singletons (React, MUI, the session) are negotiated before any of the shell's code
// runs. On a drawn page this runs once its picture is painted (shell/src/first-screen-start.ts, ADR-225, ADR-228).
void import(/* webpackChunkName: "start" */ './start').then(({ start }) => start());
