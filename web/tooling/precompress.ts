import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images and woff2 fonts are compressed already and gain nothing. */
export const compressible = /\.(html|css|js|mjs|json|svg|webmanifest|xml|txt|wasm)$/;

/**
 * Writes a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) sibling of every compressible file
 * under `dir`, unless it would be no smaller than the file. Both at their slowest and smallest: this
 * runs once per build, while the bytes are saved on every download. Returns the files written.
 */
export async function precompress(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && compressible.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  const written: string[] = [];
  // zlib's async calls run on libuv's thread pool (4 threads), so all at once is already bounded.
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      for (const [suffix, bytes] of [['.br', br], ['.gz', gz]] as const) {
        if (bytes.length >= source.length) continue;
        await writeFile(file + suffix, bytes);
        written.push(file + suffix);
      }
    }),
  );
  return written;
}

/**
 * Precompresses the build's output, public files included, once everything is written, so that the
 * gateway serves the siblings as they are (@fastify/static `preCompressed`) instead of compressing
 * on every request. (vite-plugin-compression2 2.5 compresses only the public files under Vite 8.)
 */
export function precompressBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error) {
      if (error || config.build.write === false) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const written = await precompress(outDir);
      config.logger.info(`precompressed ${written.length} files (brotli, gzip) in ${path.relative(config.root, outDir)}`);
    },
  };
}
