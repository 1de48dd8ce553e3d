// Async boundary: shared singletons (React, MUI, the session) are negotiated before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
