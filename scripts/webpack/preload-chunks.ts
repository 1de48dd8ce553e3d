import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler, WebpackPluginInstance } from 'webpack';

/**
 * Adds `<link rel="preload" as="script">` to the page for the named chunks, in the order given. The shell's first
 * screen waits for chunks only its entry asks for (the async boundary of Module Federation): preloaded, they
 * download alongside the entry instead of after it has run. The entry goes first in the list: its deferred
 * script alone would be fetched at low priority, after every preload.
 */
export class PreloadChunks implements WebpackPluginInstance {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PreloadChunks.name, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        PreloadChunks.name,
        (groups) => {
          const preloads = this.scriptsOf(compilation).map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${groups.publicPath}${file}`,
            }),
          );
          groups.headTags.unshift(...preloads);
          return groups;
        },
      );
    });
  }

  private scriptsOf(compilation: Compilation): string[] {
    return this.chunkNames.flatMap((name) =>
      [...(compilation.namedChunks.get(name)?.files ?? [])].filter((file) => file.endsWith('.js')),
    );
  }
}
