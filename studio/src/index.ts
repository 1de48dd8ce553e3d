// Async boundary: the studio's shared singletons (React, react-admin, MUI, studio-kit) are agreed first.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
