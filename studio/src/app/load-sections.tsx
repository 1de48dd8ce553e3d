import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_SECTIONS } from '@fanhub/site';
import type { StudioSection } from '@fanhub/studio-kit';
import { SectionUnavailable } from './section-unavailable';

/** A section's studio pages that do not come within this time are shown as unavailable. */
const LOAD_TIMEOUT_MS = 8000;

/** The federation name of a section's studio container (create-studio-config.ts). */
const containerOf = (name: string) => `${name}_studio`;

/**
 * Each section's `./Studio`, from where `/remotes.json` says its container is. A section whose pages cannot be
 * loaded (its server down, its build broken) costs only itself: it is listed with a bilingual notice instead.
 */
export async function loadSections(entries: Record<string, string>): Promise<StudioSection[]> {
  const sections = REMOTE_SECTIONS.filter((remote) => entries[remote.section]);
  registerRemotes(
    sections.map((remote) => ({ name: containerOf(remote.name), entry: entries[remote.section]! })),
  );
  return Promise.all(
    sections.map(async (remote): Promise<StudioSection> => {
      try {
        const loaded = await Promise.race([
          loadRemote<{ default: StudioSection }>(`${containerOf(remote.name)}/Studio`),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('timed out')), LOAD_TIMEOUT_MS),
          ),
        ]);
        if (!loaded) throw new Error('no module');
        return loaded.default;
      } catch (error) {
        console.warn(`fanhub studio: the ${remote.label} section did not load`, error);
        return {
          name: remote.section,
          label: remote.label,
          resources: [
            {
              name: `${remote.section}-unavailable`,
              options: { label: remote.label },
              list: () => <SectionUnavailable label={remote.label} />,
              api: {},
              writers: [],
            },
          ],
        };
      }
    }),
  );
}
