// Compresses the build's browser assets once, at build time: a .br (brotli, quality 11) and a
// .gz (gzip, level 9) beside every script, style sheet and SVG in public/build, which
// server/app.mjs serves as they are (express-static-gzip). Compressing on every request
// instead (the `compression` middleware) sent brotli at its default quality 4, larger than
// gzip -9; quality 11 is worth it when it is paid once per build.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
// a compressed copy must save more than the Content-Encoding and Vary headers it costs
const MIN_SAVING = 64;

export async function compressAssets(dir = "public/build") {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, { level: 9 }),
      ]);
      if (br.length + MIN_SAVING > raw.length) return;
      await writeFile(`${file}.br`, br);
      if (gz.length + MIN_SAVING <= raw.length) await writeFile(`${file}.gz`, gz);
      written++;
    }),
  );
  return { files: files.length, written };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { written } = await compressAssets(process.argv[2]);
  console.log(`Komprimiert: ${written} Dateien in public/build (.br und .gz)`);
}
