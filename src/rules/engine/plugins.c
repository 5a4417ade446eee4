/*
 * plugins.c — the list of plug-ins and the walks over their hooks
 * (plugin.h). This list is the one place that names them, as Lua's
 * linit.c names its libraries: a new mode, module or legend with hooks
 * adds its line here.
 */
#include <stdatomic.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <threads.h>

#include "rules/engine/plugin.h"

extern const plug_ops status_plug, heat_plug, supply_plug, assn_plug, events_plug, gunrun_plug, champ_plug,
    care_package_plug, equip_plug, ctf_plug, tdm_plug, ring_plug, br_plug;

/* The order of the walks: rf_game_hash's order of mixing and the order of
 * the options (Interact: a Care Package, a supply drop, then flags and
 * bases; the activation's cards: a role card, then a champion card) depend
 * on it; rf_check's only on which of two broken invariants it reports. */
const plug_ops *const plug_list[] = {
    &status_plug,          /* legends/status.c: what running abilities change */
    &heat_plug,            /* modules/heat_shields/heat.c: Heat Shields */
    &care_package_plug,    /* legends/care_package.c: Lifeline's Care Package */
    &supply_plug,          /* modules/deployment/modules.c: Supply Drops and Replicator */
    &assn_plug,            /* modes/assn/assn.c: Assassination (and the roles' hash of every mode) */
    &events_plug,          /* modules/events/event_cards.c: Events */
    &gunrun_plug,          /* modules/gun_run/gunrun.c: Gun Run */
    &champ_plug,           /* modes/champ_*.c: Champions */
    &equip_plug,           /* modes/equip/equip.c: the equipment boards (TDM, CTF, Champions) */
    &ctf_plug,             /* modes/ctf/ctf.c: Capture the Flag */
    &tdm_plug,             /* modes/tdm/tdm.c: Team Deathmatch's victory */
    &ring_plug,            /* modules/ring/ring_play.c: the ring's (and heat shields') damage */
    &br_plug,              /* modes/br/victory.c: Battle Royale's victory (last: the default) */
};
const int plug_n = (int)(sizeof plug_list / sizeof plug_list[0]);

/* A walk visits only the plug-ins that fill its hook: for every hook, by
 * its place among plug_ops' function pointers, the plug-ins that have it
 * in the list's order, NULL-terminated; built once per process (the list
 * is constant). Testing each of the 13 plug-ins' hook at every walk was
 * about 12 % of a random match's instructions (issue 14); the order of the
 * walks, so every result, is the list's as before. */
typedef void (*plug_fn)(void);
#define PLUG_FIRST_HOOK offsetof(plug_ops, setup_check)
enum { PLUG_SLOTS = sizeof(plug_ops) / sizeof(plug_fn),
       PLUG_COUNT = sizeof plug_list / sizeof plug_list[0] };
_Static_assert(PLUG_FIRST_HOOK % sizeof(plug_fn) == 0 && sizeof(plug_ops) % sizeof(plug_fn) == 0,
               "plug_ops: the hooks are function pointers after name, modes and modules");

static const plug_ops *having[PLUG_SLOTS][PLUG_COUNT + 1];
static once_flag having_once = ONCE_FLAG_INIT;
static atomic_bool having_ready;

static void build_having(void)
{
    for (size_t s = PLUG_FIRST_HOOK / sizeof(plug_fn); s < PLUG_SLOTS; s++) {
        int n = 0;
        for (int i = 0; i < PLUG_COUNT; i++) {
            plug_fn fn;                 /* every member from setup_check on is a hook */
            memcpy(&fn, (const char *)plug_list[i] + s * sizeof fn, sizeof fn);
            if (fn) having[s][n++] = plug_list[i];
        }
        having[s][n] = NULL;
    }
    atomic_store_explicit(&having_ready, true, memory_order_release);
}

static const plug_ops *const *plug_having(size_t offset)
{
    if (!atomic_load_explicit(&having_ready, memory_order_acquire))
        call_once(&having_once, build_having);
    return having[offset / sizeof(plug_fn)];
}

#define EACH(hook) \
    for (const plug_ops *const *p_ = plug_having(offsetof(plug_ops, hook)); *p_; p_++)
#define P (*p_)

bool plug_plays_mode(int mode)
{
    if (mode < 0 || mode >= 32) return false;
    for (int i = 0; i < plug_n; i++)
        if (plug_list[i]->modes >> mode & 1u) return true;
    return false;
}

unsigned plug_plays_modules(void)
{
    unsigned m = 0;
    for (int i = 0; i < plug_n; i++) m |= plug_list[i]->modules;
    return m;
}

bool plug_plays_module(int module)
{
    return module >= 0 && module < RF_MODULES && (plug_plays_modules() & RF_MODULE_BIT(module));
}

rf_status plug_setup_check(const rf_setup *s, rf_error *err)
{
    rf_status st = RF_OK;
    EACH(setup_check) if ((st = P->setup_check(s, err)) != RF_OK) return st;
    return st;
}

unsigned plug_setup_modules(const rf_setup *s)
{
    unsigned bits = 0;
    EACH(setup_modules) bits |= P->setup_modules(s);
    return bits;
}

void plug_setup_layout(rf_game *g, const rf_setup *s)
{
    EACH(setup_layout) P->setup_layout(g, s);
}

rf_status plug_setup(rf_game *g, rf_error *err)
{
    rf_status st = RF_OK;
    EACH(setup) if ((st = P->setup(g, err)) != RF_OK) return st;
    return st;
}

void plug_map_start(rf_game *g)
{
    EACH(map_start) P->map_start(g);
}

void plug_legend_joins(rf_game *g, int l)
{
    EACH(legend_joins) P->legend_joins(g, l);
}

int plug_drafts_first(const rf_game *g)
{
    EACH(drafts_first) {
        int squad = P->drafts_first(g);
        if (squad >= 0) return squad;
    }
    return -1;
}

bool plug_colour_words(const rf_game *g, const char **prompt, const char **red,
                       const char **blue)
{
    EACH(colour_words) if (P->colour_words(g, prompt, red, blue)) return true;
    return false;
}

bool plug_stage1(rf_game *g)
{
    EACH(stage1) if (P->stage1(g)) return true;
    return false;
}

void plug_stage1_done(rf_game *g)
{
    EACH(stage1_done) P->stage1_done(g);
}

bool plug_armed_apart(const rf_game *g, int l)
{
    EACH(armed_apart) if (P->armed_apart(g, l)) return true;
    return false;
}

bool plug_no_gifts(const rf_game *g)
{
    EACH(no_gifts) if (P->no_gifts(g)) return true;
    return false;
}

bool plug_enters_anywhere(const rf_game *g, int l)
{
    EACH(enters_anywhere) if (P->enters_anywhere(g, l)) return true;
    return false;
}

bool plug_entry_filtered(const rf_game *g)
{
    EACH(entry_filtered) if (P->entry_filtered(g)) return true;
    return false;
}

/* Every filtering plug-in strikes its spaces; strict when one did. */
bool plug_entry_filter(const rf_game *g, int l, uint8_t *cost)
{
    bool strict = false;
    EACH(entry_filter) if (!P->entry_filtered || P->entry_filtered(g))
        strict |= P->entry_filter(g, l, cost);
    return strict;
}

/* The plug-in whose board holds legend l's items, or NULL. */
static const plug_ops *board_of(const rf_game *g, int l)
{
    EACH(item_board) if (P->item_board(g, l)) return P;
    return NULL;
}

const char *plug_item_board(const rf_game *g, int l)
{
    const plug_ops *p = board_of(g, l);
    return p ? p->item_board(g, l) : NULL;
}

const rf_loot_def *plug_board_item(const rf_game *g, int l, int slot)
{
    const plug_ops *p = board_of(g, l);
    return p && p->board_item ? p->board_item(g, l, slot) : NULL;
}

void plug_board_item_used(rf_game *g, int l, int slot)
{
    const plug_ops *p = board_of(g, l);
    if (p && p->board_item_used) p->board_item_used(g, l, slot);
}

void plug_board_loot(rf_game *g, int l, int n)
{
    const plug_ops *p = board_of(g, l);
    if (p && p->board_loot) p->board_loot(g, l, n);
}

void plug_board_bin(rf_game *g, int l, int bin)
{
    const plug_ops *p = board_of(g, l);
    if (p && p->board_bin) p->board_bin(g, l, bin);
}

/* The first plug-in that places the legend decides (CHAMP-17 before TDM-14). */
int plug_pack_space_taken(const rf_game *g, int l)
{
    EACH(pack_space_taken) {
        int slot = P->pack_space_taken(g, l);
        if (slot >= 0) return slot;
    }
    return -1;
}

int plug_respawn_spaces(const rf_game *g, const rf_frame *f, geo_cell *out, int8_t *beacons,
                        int max)
{
    EACH(respawn_spaces) {
        int n = P->respawn_spaces(g, f, out, beacons, max);
        if (n >= 0) return n;
    }
    return -1;
}

bool plug_respawn_enemy_chooses(const rf_game *g, const rf_frame *f)
{
    EACH(respawn_enemy_chooses) if (P->respawn_enemy_chooses(g, f)) return true;
    return false;
}

bool plug_beacon_locked(const rf_game *g, int i)
{
    EACH(beacon_locked) if (P->beacon_locked(g, i)) return true;
    return false;
}

void plug_respawned(rf_game *g, int l, int beacon)
{
    EACH(respawned) P->respawned(g, l, beacon);
}

void plug_after_use(rf_game *g, int l)
{
    EACH(after_use) P->after_use(g, l);
}

void plug_shot_weapon(const rf_game *g, int s, int t, rf_weapon_stats *w)
{
    EACH(shot_weapon) P->shot_weapon(g, s, t, w);
}

void plug_shot_before(const rf_game *g, int s, int t, rf_weapon_stats *w, int *ht_mod,
                      rf_aim_target *at)
{
    EACH(shot_before) P->shot_before(g, s, t, w, ht_mod, at);
}

int plug_shot_before_parts(const rf_game *g, int t, rf_ht_part *out, int n, int max)
{
    EACH(shot_before_parts) n = P->shot_before_parts(g, t, out, n, max);
    return n;
}

int plug_shot_ht(const rf_game *g, int s, int t, int dist)
{
    int sum = 0;
    EACH(shot_ht) sum += P->shot_ht(g, s, t, dist);
    return sum;
}

int plug_shot_ht_parts(const rf_game *g, int s, int t, int dist, rf_ht_part *out, int n, int max)
{
    EACH(shot_ht_parts) n = P->shot_ht_parts(g, s, t, dist, out, n, max);
    return n;
}

int plug_move_bonus(const rf_game *g, int l)
{
    int sum = 0;
    const char *source;
    EACH(move_bonus) sum += P->move_bonus(g, l, &source);
    return sum;
}

/* " +1 MP (Beast of the Hunt)" for each that adds MP, in the list's order;
 * returns the length written (snprintf's: may pass n). */
size_t plug_move_bonus_words(const rf_game *g, int l, char *out, size_t n)
{
    size_t k = 0;
    EACH(move_bonus) {
        const char *source = NULL;
        int mp = P->move_bonus(g, l, &source);
        if (mp && k < n) k += (size_t)snprintf(out + k, n - k, " %+d MP (%s)", mp, source);
    }
    return k;
}

bool plug_untargetable(const rf_game *g, int l)
{
    EACH(untargetable) if (P->untargetable(g, l)) return true;
    return false;
}

bool plug_no_attack(const rf_game *g, int l)
{
    EACH(no_attack) if (P->no_attack(g, l)) return true;
    return false;
}

bool plug_abilities_blocked(const rf_game *g)
{
    EACH(abilities_blocked) if (P->abilities_blocked(g)) return true;
    return false;
}

void plug_shot_hits(const rf_game *g, int s, int t, rf_aim_result *ar)
{
    EACH(shot_hits) P->shot_hits(g, s, t, &ar->hits, &ar->heads);
}

int plug_shot_extra_damage(const rf_game *g, int s, int t, int hits, int heads)
{
    int sum = 0;
    EACH(shot_extra_damage) sum += P->shot_extra_damage(g, s, t, hits, heads);
    return sum;
}

void plug_shot_spent(rf_game *g, int s)
{
    EACH(shot_spent) P->shot_spent(g, s);
}

int plug_shot_damage(const rf_game *g, int t, int damage)
{
    EACH(shot_damage) damage = P->shot_damage(g, t, damage);
    return damage;
}

void plug_after_shot(rf_game *g, int s, int t, int dealt)
{
    EACH(after_shot) P->after_shot(g, s, t, dealt);
}

void plug_after_shoot(rf_game *g, int s, int slot)
{
    EACH(after_shoot) P->after_shoot(g, s, slot);
}

bool plug_shot_limit_lifted(const rf_game *g)
{
    EACH(shot_limit_lifted) if (P->shot_limit_lifted(g)) return true;
    return false;
}

bool plug_free_ammo(const rf_game *g, int l)
{
    EACH(free_ammo) if (P->free_ammo(g, l)) return true;
    return false;
}

const char *plug_ammo_ignored(const rf_game *g, int l)
{
    EACH(ammo_ignored) {
        const char *rule = P->ammo_ignored(g, l);
        if (rule) return rule;
    }
    return NULL;
}

bool plug_react_may(const rf_game *g, const rf_frame *f, int when, int l)
{
    EACH(react_may) if (P->react_may(g, f, when, l)) return true;
    return false;
}

void plug_react_options(const rf_game *g, const rf_frame *f, int when, int l, rf_optbuf *ob)
{
    EACH(react_options) P->react_options(g, f, when, l, ob);
}

int plug_react_apply(rf_game *g, rf_frame *f, int when, uint32_t code)
{
    EACH(react_apply) {
        int l = P->react_apply(g, f, when, code);
        if (l >= 0) return l;
    }
    return -1;
}

/* Every plug-in opens the turn; frames pushed by two run in reverse list order. */
bool plug_turn_opens(rf_game *g, int squad)
{
    bool pushed = false;
    EACH(turn_opens) pushed |= P->turn_opens(g, squad);
    return pushed;
}

void plug_turn_track(rf_game *g, int squad)
{
    EACH(turn_track) P->turn_track(g, squad);
}

/* The first choice asked for stops the walk: the turn asks again after it. */
bool plug_turn_track_choice(rf_game *g, int squad)
{
    EACH(turn_track_choice) if (P->turn_track_choice(g, squad)) return true;
    return false;
}

bool plug_turn_ready(rf_game *g, int squad)
{
    bool pushed = false;
    EACH(turn_ready) pushed |= P->turn_ready(g, squad);
    return pushed;
}

bool plug_activation_begins(rf_game *g, int l)
{
    EACH(activation_begins) if (P->activation_begins(g, l)) return true;
    return false;
}

bool plug_eliminate(rf_game *g, int l, int by)
{
    EACH(eliminate) if (P->eliminate(g, l, by)) return true;
    return false;
}

void plug_eliminated(rf_game *g, int l, int by)
{
    EACH(eliminated) if (P->eliminated(g, l, by)) return;
}

bool plug_transition_begins(rf_game *g)
{
    EACH(transition_begins) if (P->transition_begins(g)) return true;
    return false;
}

void plug_transition_damage(rf_game *g)
{
    EACH(transition_damage) P->transition_damage(g);
}

bool plug_track_symbols(const rf_game *g)
{
    EACH(track_symbols) if (P->track_symbols(g)) return true;
    return false;
}

void plug_track_event(rf_game *g, int what, int pos)
{
    EACH(track_event) P->track_event(g, what, pos);
}

int plug_trophy_winner(const rf_game *g)
{
    int w = -1;
    EACH(trophy_winner) if (P->trophy_winner(g, &w)) return w;
    return -1;
}

void plug_end_words(const rf_game *g, char *buf, size_t n)
{
    EACH(end_words) if (P->end_words(g, buf, n)) return;
}

void plug_end_facts(const rf_game *g, struct jbuf *j)
{
    EACH(end_facts) P->end_facts(g, j);
}

void plug_observe(const rf_game *g, int at, int seat, unsigned hands, struct jbuf *j)
{
    EACH(observe) P->observe(g, at, seat, hands, j);
}

void plug_observe_legend(const rf_game *g, int l, int seat, struct jbuf *j)
{
    EACH(observe_legend) P->observe_legend(g, l, seat, j);
}

int plug_activation_ap(const rf_game *g, int l)
{
    int ap = 2;                                                             /* ACT-3 */
    EACH(activation_ap) ap = P->activation_ap(g, l, ap);
    return ap;
}

int plug_same_action_limit(const rf_game *g, int l)
{
    int limit = 2;                                                          /* ACT-9 */
    EACH(same_action_limit) limit = P->same_action_limit(g, l, limit);
    return limit;
}

bool plug_activation_first(rf_game *g)
{
    EACH(activation_first) if (P->activation_first(g)) return true;
    return false;
}

void plug_loot_options(const rf_game *g, int l, rf_optbuf *ob)
{
    EACH(loot_options) P->loot_options(g, l, ob);
}

bool plug_loot_apply(rf_game *g, int l, uint32_t code)
{
    EACH(loot_apply) if (P->loot_apply(g, l, code)) return true;
    return false;
}

bool plug_loot_legal(const rf_game *g, int l, uint32_t code)
{
    EACH(loot_legal) if (P->loot_legal(g, l, code)) return true;
    return false;
}

void plug_interact_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    EACH(interact_options) P->interact_options(g, f, ob);
}

bool plug_interact_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    EACH(interact_apply) if (P->interact_apply(g, f, code)) return true;
    return false;
}

bool plug_interact_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    EACH(interact_legal) if (P->interact_legal(g, f, code)) return true;
    return false;
}

void plug_card_options(const rf_game *g, const rf_frame *f, rf_optbuf *ob)
{
    EACH(card_options) P->card_options(g, f, ob);
}

bool plug_card_may(const rf_game *g, const rf_frame *f)
{
    EACH(card_may) if (P->card_may(g, f)) return true;
    return false;
}

bool plug_card_apply(rf_game *g, rf_frame *f, uint32_t code)
{
    EACH(card_apply) if (P->card_apply(g, f, code)) return true;
    return false;
}

bool plug_card_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    EACH(card_legal) if (P->card_legal(g, f, code)) return true;
    return false;
}

/* The activation's plug-in kinds (frame_activation.c): one call from its
 * shortcut, so that the shortcut keeps no more registers for them than a
 * tail call (3 instructions a check less, callgrind). */
bool plug_activation_legal(const rf_game *g, const rf_frame *f, uint32_t code)
{
    return plug_card_legal(g, f, code) || plug_loot_legal(g, f->legend, code);
}

bool plug_loadout_unseen(const rf_game *g)
{
    EACH(loadout_unseen) if (P->loadout_unseen(g)) return true;
    return false;
}

bool plug_place_visible(const rf_game *g, int where, int at, int seat, bool *seen)
{
    EACH(place_visible) if (P->place_visible(g, where, at, seat, seen)) return true;
    return false;
}

bool plug_piece_group(const rf_game *g, int p, int *group)
{
    EACH(piece_group) if (P->piece_group(g, p, group)) return true;
    return false;
}

void plug_determinize(rf_game *g, int seat, rf_rng *r)
{
    EACH(determinize) P->determinize(g, seat, r);
}

void plug_determinize_hands(rf_game *g, int seat, const rf_viewer *v, rf_rng *r)
{
    EACH(determinize_hands) P->determinize_hands(g, seat, v, r);
}

rf_status plug_check(const rf_game *g, rf_error *err)
{
    rf_status st = RF_OK;
    EACH(check) if ((st = P->check(g, err)) != RF_OK) return st;
    return st;
}
