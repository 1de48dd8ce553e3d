import { FRAMEWORK_CHUNK } from '@fanhub/site';
import { BannerPlugin, Compilation, type ChunkGraph, type Configuration, type Module } from 'webpack';

/** Everything a page runs on, the router included: one file instead of a dozen. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|mobx|mobx-react-lite|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime|clsx|prop-types|react-router|cookie|set-cookie-parser)[\\/]/;

/** MUI's styling engine, theme, colours and helpers, which every MUI component imports. */
const MUI_BASE =
  /[\\/]node_modules[\\/]@mui[\\/](system|utils|styled-engine|private-theming|material[\\/](styles|utils|internal|zero-styled|DefaultPropsProvider|transitions|colors|GlobalStyles|CssBaseline|InitColorSchemeScript)[\\/])/;
const sourceOf = (module: Module) => module.nameForCondition() ?? '';

/** Helpers of that base only components off the first screen use (menus and tabs, checkboxes, transitions). */
const NOT_ON_THE_FIRST_SCREEN =
  /useRovingTabIndex|[\\/]internal[\\/](SwitchBase|switchBaseClasses|Transition)\.mjs$/;
const muiBase = (module: Module) =>
  MUI_BASE.test(sourceOf(module)) && !NOT_ON_THE_FIRST_SCREEN.test(sourceOf(module));

/**
 * The MUI components the home page's first screen draws; dialogs, forms, menus and tables come with what needs
 * them. One missing here costs a file more, not a failure (first-screen.spec.ts caps the first screen's files).
 */
const MUI_FIRST_SCREEN =
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/](AppBar|Toolbar|Container|Box|Stack|Typography|Link|Button|ButtonBase|ButtonGroup|useLazyRipple|IconButton|CircularProgress|Badge|Chip|Card|CardContent|CardActionArea|Paper|Skeleton|SvgIcon|Alert|useMediaQuery)[\\/]/;

const SHARED_UI_SOURCE = /[\\/]shared-ui[\\/]src[\\/]/;
/** MUI's icons: those shared-ui's entry draws come with it. */
const ICON = /[\\/]node_modules[\\/]@mui[\\/]icons-material[\\/]/;
const SHARED_UI_ENTRY = /[\\/]shared-ui[\\/]src[\\/]index\.ts$/;

/** shared-ui's entry and its icons, not what it loads on demand (the toaster) nor its other entry points. */
function withSharedUiEntry(module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }): boolean {
  return (
    (SHARED_UI_SOURCE.test(sourceOf(module)) || ICON.test(sourceOf(module))) &&
    chunkGraph
      .getModuleChunks(module)
      .some((chunk) =>
        chunkGraph.getChunkModules(chunk).some((other) => SHARED_UI_ENTRY.test(sourceOf(other))),
      )
  );
}

/** The shell's chunks every first screen waits for: its entry, the groups below and its start (shell/src/index.ts). */
export const FIRST_SCREEN_CHUNKS = [
  'main',
  FRAMEWORK_CHUNK,
  'mui-base',
  'mui-first-screen',
  'shared-auth',
  'shared-ui',
  'start',
] as const;

/** The built file of each of those chunks (`main.js`, `framework.<hash>.js`, ...). */
export const FIRST_SCREEN_FILE = new RegExp(`^(${FIRST_SCREEN_CHUNKS.join('|')})(\\.[0-9a-f]{8})?\\.js$`);

type ModuleTest = RegExp | ((module: Module, context: { chunkGraph: ChunkGraph }) => boolean);
const group = (name: string, test: ModuleTest, priority: number) =>
  ({ name, test, priority, chunks: 'all', enforce: true }) as const;

/** The shell's first-screen code in five files (each file a phone waits for costs a round trip), remotes' too. */
export const firstScreenChunks: NonNullable<Configuration['optimization']>['splitChunks'] = {
  cacheGroups: {
    framework: group(FRAMEWORK_CHUNK, FRAMEWORK, 30),
    sharedAuth: group('shared-auth', /[\\/]shared-auth[\\/]src[\\/]/, 25),
    sharedUi: group('shared-ui', withSharedUiEntry, 25),
    muiBase: group('mui-base', muiBase, 20),
    muiFirstScreen: group('mui-first-screen', MUI_FIRST_SCREEN, 10),
  },
};

/**
 * V8's compile hint: the first screen's files are compiled whole as they stream in, off the main thread, since
 * nearly all of their code runs before the page answers (ADR-261). Written after minifying, which would drop it.
 */
export const compileFirstScreenEagerly = () =>
  new BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: FIRST_SCREEN_FILE,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
