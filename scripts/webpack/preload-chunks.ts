import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/**
 * A plugin adding `<link rel="preload" as="script">` to the page for the named chunks, in that order: the first
 * screen waits for chunks only the entry asks for (Module Federation's async boundary), and preloaded they come
 * with the entry instead of after it has run. The entry goes first: its deferred script alone would come last.
 */
export const preloadChunks = (chunkNames: readonly string[]) => (compiler: Compiler) =>
  compiler.hooks.compilation.tap('PreloadChunks', (compilation) => {
    HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadChunks', (groups) => {
      const files = chunkNames.flatMap((name) => [...(compilation.namedChunks.get(name)?.files ?? [])]);
      const preloads = files
        .filter((file) => file.endsWith('.js'))
        .map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${groups.publicPath}${file}`,
          }),
        );
      groups.headTags.unshift(...preloads);
      return groups;
    });
  });
