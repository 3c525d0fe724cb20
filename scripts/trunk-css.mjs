// Trunk's post_build hook (scripts/trunk-minify.sh runs it on the staging directory, in
// every profile): the page's stylesheets as one file, and two apart. Trunk writes one file
// and one <link> per `rel="css"` of index.html, and gzip compresses each file alone: eight
// files cost 2 KB more than one (issue 17). Set apart, out of a page's first download:
// the tournament page's (Trunk's `tournament-HASH.css`, from web/styles/tournament.css)
// as `tournament-page.css`, which the tournament host links when the page is first
// opened, with the page's module (components/tournament_host.rs), and the course's
// (`course-HASH.css`, web/styles/course.css) as `course-page.css` likewise; the ?embed view's
// (`embed-HASH.css`, web/styles/embed.css) as `embed-page.css`, which the page's loader
// links with the ?embed view's module (scripts/trunk-page.mjs); the handicap panel's
// (`handicap-HASH.css`, web/styles/handicap.css) as `handicap-page.css`, linked with its
// module (components/handicap_host.rs), and added to `embed-page.css`, since the ?embed
// view draws the panel itself.
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
  const apart = name.match(/^(tournament|course|embed|handicap)-[0-9a-f]+\.css$/);
  if (apart) {
    renameSync(join(dir, name), join(dir, `${apart[1]}-page.css`));
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
const embedCss = join(dir, 'embed-page.css');
writeFileSync(embedCss, `${readFileSync(embedCss, 'utf8')}\n${readFileSync(join(dir, 'handicap-page.css'), 'utf8')}`);
const css = parts.join('\n');
const name = `app-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
writeFileSync(join(dir, name), css);
const integrity = `sha384-${createHash('sha384').update(css).digest('base64')}`;
writeFileSync(htmlPath, html.replace(PLACE, `<link href="${prefix}${name}" integrity="${integrity}" rel="stylesheet">`));
