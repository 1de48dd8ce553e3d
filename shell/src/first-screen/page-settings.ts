/**
 * The settings a drawn page carries so that its start needs no round trip (ADR-240): config.json, remotes.json and
 * the first screen's remotes' manifests. Written by shell/src/server/page-start.ts, read by config/settings.ts.
 */
export const PAGE_SETTINGS_ID = 'fanhub-settings';

export interface PageSettings {
  /** config.json's settings: where the API is. */
  config: unknown;
  /** remotes.json's: each remote's manifest, by the remote's name. */
  remotes: Record<string, string>;
  /** The manifest of each remote on the first screen, by its address. */
  manifests: Record<string, unknown>;
}

/** The drawn page's settings, or undefined on a page the browser draws (or one whose settings do not parse). */
export function readPageSettings(doc: Document = document): PageSettings | undefined {
  const text = doc.getElementById(PAGE_SETTINGS_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageSettings;
  } catch {
    return undefined;
  }
}
