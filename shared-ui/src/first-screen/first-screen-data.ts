import { createContext, use, useContext, useId } from 'react';

/**
 * The data a page's first screen was drawn with on the server (docs/architecture.md section 11). Each loading hook
 * (`useAsync`, `usePagedList`) is keyed by React's `useId()`, which is the same on the server and in the browser
 * hydrating that HTML: the server records what each hook loaded, the page embeds it, and the browser's hooks start
 * from it instead of asking the API again. Hooks mounted after hydration get ids of another form, so they never
 * read the embedded data: they load as they always did.
 */
export interface FirstScreenData {
  /** What the hook `id` starts with: the server waits for `load` (suspending); the browser reads the page's data. */
  read<T>(id: string, load: () => Promise<T>): T | undefined;
}

/** Each answer the server loaded, by hook id; a load that failed is left out (the browser loads it again). */
export type FirstScreenRecord = Record<string, unknown>;

/** The id of the `<script type="application/json">` element carrying the record. */
export const FIRST_SCREEN_DATA_ID = 'fanhub-first-screen';

type Settled = { loaded: true; value: unknown } | { loaded: false };

/**
 * The server's side: one per page drawn. Loads each hook's data once and keeps the answers for the page; the
 * drawing waits for each (suspends) and goes on with its answer.
 */
export class ServerFirstScreen implements FirstScreenData {
  private readonly loads = new Map<string, Promise<Settled>>();
  private readonly settled = new Map<string, Settled>();
  readonly record: FirstScreenRecord = {};
  /** A load failed (the API down, a page that does not exist): the page is better drawn by the browser. */
  failed = false;

  read<T>(id: string, load: () => Promise<T>): T | undefined {
    const known = this.settled.get(id);
    if (known) return known.loaded ? (known.value as T) : undefined;
    let loading = this.loads.get(id);
    if (!loading) {
      loading = load().then(
        (value): Settled => ({ loaded: true, value }),
        (): Settled => ({ loaded: false }),
      );
      void loading.then((answer) => {
        this.settled.set(id, answer);
        if (answer.loaded) this.record[id] = answer.value;
        else this.failed = true;
      });
      this.loads.set(id, loading);
    }
    // Called from useFirstScreenData while the server draws (React's use() suspends the drawing until it settles).
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const answer = use(loading);
    return answer.loaded ? (answer.value as T) : undefined;
  }
}

/**
 * The browser's side: the record embedded in the page. An entry is read as often as React renders its hook before
 * committing (a hydration may render a part twice); hooks mounted after hydration have ids the server never gave,
 * so they never find one.
 */
export class EmbeddedFirstScreen implements FirstScreenData {
  constructor(private readonly record: FirstScreenRecord) {}

  read<T>(id: string): T | undefined {
    return this.record[id] as T | undefined;
  }

  /** The record the server embedded in this page, or an empty one (a page the browser draws alone). */
  static fromPage(doc: Document = document): EmbeddedFirstScreen {
    const text = doc.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
    try {
      return new EmbeddedFirstScreen(text ? (JSON.parse(text) as FirstScreenRecord) : {});
    } catch {
      return new EmbeddedFirstScreen({});
    }
  }
}

export const FirstScreenContext = createContext<FirstScreenData | undefined>(undefined);

/**
 * What a loading hook starts with: the first screen's data for this hook, when the page has it (the browser), or
 * once loaded (the server); undefined otherwise. Always calls `useId`, so ids stay in step between the two.
 */
export function useFirstScreenData<T>(load: () => Promise<T>): T | undefined {
  const id = useId();
  const firstScreen = useContext(FirstScreenContext);
  return firstScreen?.read(id, load);
}
