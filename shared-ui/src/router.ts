// The site's one router, for every app (docs/architecture.md section 2). Apps import these from
// @fanhub/shared-ui, never from react-router-dom: shared-ui is one module the apps share at runtime, so the shell
// and every remote navigate with the same router, and the bundle carries only the parts of react-router named
// here (shared whole, react-router came to 61 KB gzip on every page; these are 16).
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
