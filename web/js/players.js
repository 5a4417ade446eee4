// players.js — a match's players as people see them (issue 16,
// docs/client.md): a seat of the summary is a player, named by the name
// they joined with ("Player 2" until then), playing a team that the
// colour draw makes red or blue (DRAFT-2), and holding some legends of
// its squad (R-PLAYERS-1): by name once they are drafted or given, else
// by their place in the squad ("legends 2 and 3"). Never a seat number
// alone on the screen.

const nth = (k) => `legend ${k + 1}`;

// The name a player goes by.
export const playerName = (s) => s?.name || (s?.kind && s.kind !== 'human' ? `${s.kind} bot` : `Player ${(s?.seat ?? 0) + 1}`);

// The team's words: its colour once drawn, else "team 1" / "team 2".
export const teamWord = (s) => (s?.colour ? s.colour : `team ${(s?.team ?? s?.seat ?? 0) + 1}`);

// The legends player s holds, in words: "Wraith, Lifeline"; "legends 2
// and 3" before the draft; "the whole squad".
export function legendsWord(s) {
  if (s?.legends?.length && (!s.members || s.legends.length === s.members.length)) return s.legends.join(', ');
  if (!s?.members) return 'the whole squad';
  if (s.members.length === 1) return nth(s.members[0]);
  return `legends ${s.members.slice(0, -1).map((k) => k + 1).join(', ')} and ${s.members[s.members.length - 1] + 1}`;
}

// "Ana (red: Wraith)"; with who: what the seat is (a bot's level, free).
export function playerWord(s) {
  return `${playerName(s)} (${teamWord(s)}: ${legendsWord(s)})`;
}

// What plays a seat: "a person", "free", "the normal bot".
export function holderWord(s) {
  if (s.kind !== 'human') return `${s.kind} bot`;
  return s.taken ? (s.name || 'a player') : 'free';
}

// The seat of the summary whose player holds legend l (by its name: the
// summary names each seat's legends once they are drafted), or undefined.
export function holderOf(summary, obs, l) {
  const name = obs?.legends?.[l]?.name;
  return name ? summary?.seats.find((s) => s.legends?.includes(name)) : undefined;
}

// The seat the pending decision waits for (the server's "waiting":
// R-PLAYERS-1), else the team's first seat; -1 when none.
export function waitingSeat(summary, pending = summary?.pending) {
  if (!pending) return -1;
  if (pending.waiting !== undefined && pending.waiting >= 0) return pending.waiting;
  const s = summary?.seats.find((x) => x.team === pending.seat);
  return s ? s.seat : -1;
}

// Whose turn, by name: "Ana's turn (red: Wraith)".
export function whoseTurn(summary, pending = summary?.pending) {
  const k = waitingSeat(summary, pending);
  const s = summary?.seats[k];
  if (!s) return '';
  return `${playerName(s)}${s.kind !== 'human' ? ` (${s.kind} bot)` : ''}`;
}

// The player's name to join with, kept in this browser.
export const myName = {
  get: () => localStorage.getItem('ringfall.name') || '',
  set: (n) => { if (n) localStorage.setItem('ringfall.name', n); },
};
