// Trunk's post_build hook (scripts/trunk-minify.sh runs it on the staging directory, in
// every profile): the page's stylesheets as one file, and the tournament page's apart.
// Trunk writes one file and one <link> per `rel="css"` of index.html, and gzip compresses
// each file alone: eight files cost 2 KB more than one (issue 17). The tournament page's
// (Trunk's `tournament-HASH.css`, from web/styles/tournament.css) becomes
// `tournament-page.css`, which the tournament host links only when the page is first
// opened, with the page's module (components/tournament_host.rs).
//
//   node scripts/trunk-css.mjs STAGING_DIR
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const htmlPath = join(dir, 'index.html');
let html = readFileSync(htmlPath, 'utf8');
const PLACE = '\u0000';
const parts = [];
let prefix = null;
for (const [tag, base, name] of html.matchAll(/<link\b[^>]*?\bhref="?([^"\s>]*?)([^/"\s>]+\.css)"?[^>]*>/g)) {
  if (!/\brel="?stylesheet\b/.test(tag)) continue;
  if (/^tournament-[0-9a-f]+\.css$/.test(name)) {
    renameSync(join(dir, name), join(dir, 'tournament-page.css'));
    html = html.replace(tag, '');
    continue;
  }
  // In the order index.html links them, so the cascade is the same.
  parts.push(readFileSync(join(dir, name), 'utf8'));
  rmSync(join(dir, name));
  html = html.replace(tag, prefix === null ? PLACE : '');
  prefix ??= base;
}
if (prefix === null) throw new Error('trunk-css: index.html links no stylesheet');
const css = parts.join('\n');
const name = `app-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
writeFileSync(join(dir, name), css);
const integrity = `sha384-${createHash('sha384').update(css).digest('base64')}`;
writeFileSync(htmlPath, html.replace(PLACE, `<link href="${prefix}${name}" integrity="${integrity}" rel="stylesheet">`));
