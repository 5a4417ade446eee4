// rules.js — the rules reference (docs/client.md, "The rules reference"):
// every rule and worked example of the project's rules text in its own
// words (GET /api/rules: data/rules/RULES.md read by the server), by area
// as a table of contents, searchable by words and by rule ID, each rule at
// a stable address #/rules/SHOOT-12 (an area: #/rules/SHOOT) that any code
// links to with ruleHref / ruleLink. In a match the reference opens over
// the board (app.js) and "Back to the match" closes it.
import { h } from './dom.js';

let loading = null;
export const rules = { byId: new Map(), areas: [], parts: [], sources: [] };

// GET /api/rules once per page; a failed load is tried again next time.
export function loadRules() {
  loading ||= fetch('/api/rules').then(async (res) => {
    const j = await res.json();
    if (!res.ok) throw new Error(j?.message || `HTTP ${res.status}`);
    rules.areas = j.areas;
    rules.parts = j.parts;
    rules.sources = j.sources;
    for (const a of j.areas) {
      for (const r of a.rules) {
        // what a search looks in: the id, the area and every word of the rule
        r.area = a.id;
        r.haystack = [r.id, a.id, a.title, r.text, ...r.more, ...r.notes.map((n) => n.text)].join(' ').toLowerCase();
        rules.byId.set(r.id, r);
      }
    }
    return rules;
  }).catch((e) => { loading = null; throw e; });
  return loading;
}

export const ruleHref = (id) => `#/rules/${id}`;

// A link to one rule of the reference (its id as the text unless given).
export function ruleLink(id, text = id) {
  return h('a', { href: ruleHref(id), class: 'rule-link', 'data-rule': id }, text);
}

const NOTE_LABEL = { beta: 'Beta differs', unclear: 'Unclear', note: 'Note' };
const SOURCE_NAME = { C: 'core rules', M: 'match settings', B: 'beta' };

function ruleBlock(r, current) {
  return h('article', { class: `rule${r.example ? ' example' : ''}${r.id === current ? ' current' : ''}`, id: `rule-${r.id}`, 'data-rule': r.id },
    h('h4', {}, h('a', { href: ruleHref(r.id), class: 'rule-id' }, r.id),
      r.sources.length ? h('span', { class: 'sources', title: r.sources.map((s) => SOURCE_NAME[s]).join(', ') }, ` (${r.sources.join(')(')})`) : null),
    h('p', { class: 'rule-text' }, r.text),
    ...r.more.map((m) => h('p', { class: 'rule-more' }, m)),
    r.table ? h('table', { class: 'rule-table' }, ...r.table.map((row, i) =>
      h('tr', {}, ...row.map((c) => h(i === 0 ? 'th' : 'td', {}, c))))) : null,
    ...r.notes.map((n) => h('p', { class: `rule-note ${n.kind}`, 'data-note': n.kind, title: NOTE_LABEL[n.kind] }, n.text)),
    r.refs.length ? h('p', { class: 'rule-refs' }, 'See also: ', ...r.refs.flatMap((id, i) => [i ? ', ' : '', ruleLink(id)])) : null);
}

function areaBlock(a, current) {
  const part = rules.parts.find((p) => p.id === a.part);
  return h('section', { class: 'rule-area', id: `area-${a.id}`, 'data-area': a.id },
    part && part.areas[0] === a.id ? part.intro.map((t) => h('p', { class: 'part-intro' }, t)) : null,
    h('h3', {}, `${a.id} — ${a.title}`),
    ...a.intro.map((t) => h('p', { class: 'rule-more' }, t)),
    ...a.rules.map((r) => ruleBlock(r, current)));
}

// The rules a query finds: the rule or area of that id first (SHOOT-12,
// shoot 12, SHOOT), then every rule holding all its words.
export function searchRules(query) {
  const q = query.trim();
  if (!q) return [];
  const asId = q.toUpperCase().split(' ').filter(Boolean).join('-');
  const exact = rules.byId.get(asId);
  const area = rules.areas.find((a) => a.id === asId);
  const words = q.toLowerCase().split(' ').filter(Boolean);
  const found = [];
  if (exact) found.push(exact);
  if (area) found.push(...area.rules);
  for (const a of rules.areas) {
    for (const r of a.rules) {
      if (!found.includes(r) && words.every((w) => r.haystack.includes(w))) found.push(r);
    }
  }
  return found;
}

function toc(current) {
  return h('nav', { class: 'rules-toc', id: 'rules-toc', 'aria-label': 'Areas of the rules' },
    ...rules.parts.map((p) => h('div', { class: 'toc-part' },
      h('b', {}, `${p.id}. ${p.title}`),
      h('ul', {}, ...p.areas.map((id) => {
        const a = rules.areas.find((x) => x.id === id);
        return h('li', {}, h('a', { href: ruleHref(id), class: id === current ? 'current' : '', 'data-area': id },
          `${id} — ${a.title}`), h('span', { class: 'count' }, ` ${a.rules.length}`));
      })))));
}

function intro() {
  return h('section', { class: 'rule-area', id: 'rules-intro' },
    h('h3', {}, 'The rules'),
    h('p', {}, `${rules.byId.size} rules and worked examples, in the project's own words, by area. Each rule has an ID (AREA-n; a worked example EX-AREA-n) that the game cites when it applies the rule. Search by words or by ID, or pick an area.`),
    h('p', {}, 'The source of each rule is given after it:'),
    h('ul', {}, ...rules.sources.map((s) => h('li', {}, h('b', {}, `(${s.tag}) `), `${s.content} — ${s.status}`))),
    h('p', {}, 'A rule marked "Beta differs" says how the older English beta played it; "Unclear" gives the best reading of a point the books leave open.'));
}

// The reference into root: at the rule or area `target` (or its start),
// with a search box. onClose: a "Back to the match" button (in a match).
export async function showRules(root, target, { onClose } = {}) {
  root.replaceChildren(h('p', { class: 'loading' }, 'Loading the rules…'));
  try {
    await loadRules();
  } catch (e) {
    root.replaceChildren(h('p', { class: 'message' }, `The rules cannot be loaded: ${e.message}`));
    return;
  }
  const rule = rules.byId.get(target);
  const areaId = rule ? rule.area : rules.areas.some((a) => a.id === target) ? target : null;
  const main = h('div', { class: 'rules-main', id: 'rules-main' });
  const search = h('input', { type: 'search', id: 'rules-search', placeholder: 'Search: words or an ID (SHOOT-12)', 'aria-label': 'Search the rules' });
  const show = () => {
    const q = search.value;
    if (!q.trim()) {
      main.replaceChildren(areaId ? areaBlock(rules.areas.find((a) => a.id === areaId), target) : intro());
      return;
    }
    const found = searchRules(q);
    main.replaceChildren(h('section', { class: 'rule-area', id: 'rules-results' },
      h('h3', {}, found.length ? `${found.length} rule${found.length === 1 ? '' : 's'} found` : 'No rule found'),
      ...found.slice(0, 200).map((r) => h('div', { class: 'result' }, h('span', { class: 'result-area' }, r.area), ruleBlock(r, target)))));
  };
  search.addEventListener('input', show);
  root.replaceChildren(h('div', { class: 'rules-view', id: 'rules' },
    h('div', { class: 'rules-head' },
      onClose ? h('button', { id: 'rules-close', onclick: onClose }, '← Back to the match') : h('a', { href: '#/' }, '← Lobby'),
      h('h2', {}, 'Rules reference'), search),
    h('div', { class: 'rules-body' }, toc(areaId), main)));
  show();
  const at = rule && root.querySelector(`#rule-${CSS.escape(rule.id)}`);
  if (at) at.scrollIntoView({ block: 'center' });
  else if (!onClose) window.scrollTo(0, 0);
}

