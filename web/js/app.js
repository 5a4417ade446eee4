// app.js — the browser client of `ringfall serve` (docs/client.md): the
// lobby at #/, a match at #/match/ID, the rules reference at #/rules[/ID]
// (over the match when opened from one) and a finished match's replay at
// #/replay/ID. Plain ES modules, no build step.
import { loadContent } from './api.js';
import { showLobby } from './lobby.js';
import { MatchView } from './match.js';
import { showTogether, hideTogether } from './together.js';
import { showRules } from './rules.js';
import { ReplayView } from './replayview.js';

const root = document.getElementById('app');
let view = null;
let routed = 0;   // counts the routes taken: a lobby still loading when the page moves on must not draw

// The reference over a match: the match goes on underneath (its events,
// its guide) and "Back to the match" returns to it as it is.
function rulesOver(match, target) {
  let over = document.getElementById('rules-over');
  if (!over) document.body.appendChild(over = Object.assign(document.createElement('div'), { id: 'rules-over', className: 'rules-over' }));
  showRules(over, target, { onClose: () => { location.hash = `#/match/${match.id}`; } });
}

function route() {
  const mine = ++routed;
  const r = /^#\/rules(?:\/([A-Z0-9-]*))?$/.exec(location.hash);
  const m = /^#\/match\/(\d+)(?:\/join\/(\d+))?$/.exec(location.hash);   // a join link: together.js
  const rp = /^#\/replay\/(\d+)(\?.*)?$/.exec(location.hash);
  if (r && view instanceof MatchView) { rulesOver(view, r[1]); return; }
  document.getElementById('rules-over')?.remove();
  if (m && m[2] === undefined && view instanceof MatchView && view.id === +m[1]) return;     // back from the reference
  if (view) view.stop();
  view = null;
  if (m) {
    view = new MatchView(root, +m[1]);
    view.start();
    showTogether(+m[1], m[2] === undefined ? undefined : +m[2]);
  } else if (rp) {
    hideTogether();
    view = new ReplayView(root, +rp[1]);     // a match's replay, step by step (replayview.js)
    view.start();
  } else {
    hideTogether();
    if (r) showRules(root, r[1]);
    else showLobby(root, () => mine === routed);
  }
}

// The content every page names things from (GET /api/modes, /api/content)
// first; the lobby says so if it could not be loaded.
loadContent().catch(() => {}).finally(() => {
  window.addEventListener('hashchange', route);
  route();
});
