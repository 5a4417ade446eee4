// app.js — the browser client of `ringfall serve` (docs/client.md): the
// lobby at #/ and a match at #/match/ID. Plain ES modules, no build step.
import { loadContent } from './api.js';
import { showLobby } from './lobby.js';
import { MatchView } from './match.js';
import { showTogether, hideTogether } from './together.js';

const root = document.getElementById('app');
let view = null;
let routed = 0;   // counts the routes taken: a lobby still loading when the page moves on must not draw

function route() {
  const mine = ++routed;
  if (view) view.stop();
  view = null;
  const m = /^#\/match\/(\d+)(?:\/join\/(\d+))?$/.exec(location.hash);   // a join link: together.js
  if (m) {
    view = new MatchView(root, +m[1]);
    view.start();
    showTogether(+m[1], m[2] === undefined ? undefined : +m[2]);
  } else {
    hideTogether();
    showLobby(root, () => mine === routed);
  }
}

// The content every page names things from (GET /api/modes, /api/content)
// first; the lobby says so if it could not be loaded.
loadContent().catch(() => {}).finally(() => {
  window.addEventListener('hashchange', route);
  route();
});
