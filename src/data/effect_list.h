/*
 * effect_list.h — every effect a card or an ability can have, in one list
 * (issue 17; in the manner of Lua's lopcodes.h and Angband's list-*.h).
 *
 * One line per effect:
 *
 *   X(ID, "name", DOMAIN, ops, rules, "window", (arguments))
 *
 *  - ID: the enum value is RF_EFF_<ID> (enum rf_effect, cards.h); a card's
 *    or an ability's one-byte `effect` field holds it;
 *  - "name": what data/cards.json or data/abilities.json writes in "effect";
 *  - DOMAIN: CARD (an action card, CARD-5; a weapon's special action,
 *    WEAPON-15, takes these too), ABILITY (an ability card, ABIL) or
 *    WEAPON (a weapon card's PASSIVE box, WEAPON-14), ROLE (an
 *    Assassination role card's basic or constant effect, ASSN-8),
 *    FEAT_TOP or FEAT_BOTTOM (a Champions feat card's halves, CHAMP-19,
 *    CHAMP-20);
 *  - ops: the handlers, a `const rf_card_fx`, `const rf_ability_fx` or
 *    `const rf_weapon_fx` (rules/cards/effect_ops.h) defined in the C file that
 *    implements the effect: effects.c (core card effects), abilities_play.c
 *    (core ability effects), src/rules/legends/<legend>.c (a legend's own),
 *    weapon_printed.c (weapon cards'); `none` for ROLE and FEAT_*, whose
 *    lines are in their mode's enum's order (effect_domain_index gives
 *    the enum value) and whose mode applies them (modes/assn*.c,
 *    modes/champ*.c);
 *  - rules: what the loader checks besides the arguments (RF_FX_* below):
 *    for a card, the kinds of card whose window can carry it;
 *  - "window": the sentence the loader says when a card's kind does not
 *    fit (after the effect's name), with its rule;
 *  - arguments: named, in the order of the def's a[0] … a[3]:
 *      ARG(key, "what", lo, hi)   a whole number lo … hi, required;
 *      OPT(key, "what", lo, hi)   the same, 0 when left out;
 *      ICONS(key, "what")         a list of Aim card icon names (TERM-7),
 *                                 none when left out.
 *    In the data: "args": { "key": value, … } (docs/cards.md), in every
 *    file that names an effect (cards, abilities, weapons, roles.json,
 *    champions.json).
 *
 * From this list come the enum, the names, the loaders' validation of
 * "effect" and "args" (effect_args.c: unknown names, missing, wrong type,
 * out of range, each with file, line and field), the dispatch of a played
 * card (effect_apply) and of an ability (abilities_play.c), and the
 * table of docs/effects.md (effects_markdown; test_effect_list checks
 * it is current). To add an effect: one line here, its handler where its
 * domain says (docs/architecture.md, "Where a new card or effect goes").
 *
 * Card effects come first, the core ones in the order of the public
 * enum rf_card_view_effect (ringfall.h): a card view's effect number is
 * this list's up to RF_CARDV_OWN. New lines go at the end: the numbers are
 * stored in content defs and hashed (content_hash.c).
 */
#ifndef RF_DATA_EFFECT_LIST_H
#define RF_DATA_EFFECT_LIST_H

/* rules: which kinds of card (bits 1 << enum rf_card_kind) … */
#define RF_FX_FREE (1u << 0)
#define RF_FX_SPECIAL (1u << 1)
#define RF_FX_ENHANCE (1u << 2)
#define RF_FX_REACTION (1u << 3)
#define RF_FX_INSTANT (1u << 4)
#define RF_FX_OWN_ACTIVATION (RF_FX_FREE | RF_FX_SPECIAL)
#define RF_FX_NOT_ENHANCE (RF_FX_FREE | RF_FX_SPECIAL | RF_FX_REACTION | RF_FX_INSTANT)
/* … and the other checks */
#define RF_FX_BEFORE_FIRING (1u << 8)    /* a reaction: Before Firing only (REACT-2) */
#define RF_FX_ON_RESPAWN (1u << 9)       /* an instant: on squad_respawn only (INSTANT-1) */
#define RF_FX_NONZERO (1u << 10)         /* arguments all zero would do nothing */
#define RF_FX_TEMPLATE (1u << 11)        /* lays an area: names a template (AOE-2) */
#define RF_FX_PLACED (1u << 12)          /* needs a placed miniature */
#define RF_FX_NOT_DELAYED (1u << 13)     /* asks for decisions: not after a Delay (TIME-3) */
#define RF_FX_ROLE_BASIC (1u << 14)      /* a role's basic effect, played; else constant (ASSN-8) */

#define RF_EFFECTS(X)                                                                         \
    /* ---- Action cards, core (effects.c) ---- */                                            \
    X(MOVE, "move", CARD, rf_fx_card_move, RF_FX_NOT_ENHANCE,                                 \
      "moves the legend (rule MOVE-1)", (ARG(mp, "MP", 1, 5)))                                \
    X(RESTORE, "restore", CARD, rf_fx_card_restore, RF_FX_NOT_ENHANCE | RF_FX_NONZERO,        \
      "restores the legend (rule DMG-7)",                                                     \
      (OPT(health, "health", 0, 40) OPT(shield, "shield", 0, 40)))                            \
    X(DRAW, "draw", CARD, rf_fx_card_draw, RF_FX_NOT_ENHANCE,                                 \
      "draws action cards (rule CARD-6)", (ARG(count, "number of cards", 1, 3)))              \
    X(SHOT_MODS, "shot_mods", CARD, rf_fx_card_shot_mods, RF_FX_ENHANCE | RF_FX_NONZERO,      \
      "changes the legend's own Shoot: only an enhanced shoot card has it (rule ENHANCE-1)",  \
      (OPT(hit_threshold, "Hit Threshold", -30, 30)                                           \
       OPT(damage, "damage per hit", 0, 10) OPT(stability, "stability", 0, 3)                 \
       OPT(fire_rate, "fire rate", 0, 3)))                                                    \
    X(SHOT_DEFENCE, "shot_defence", CARD, rf_fx_card_shot_defence,                            \
      RF_FX_REACTION | RF_FX_BEFORE_FIRING | RF_FX_NONZERO,                                   \
      "changes a Shoot before it is fired: only a Before Firing reaction has it "             \
      "(rule REACT-2)",                                                                       \
      (OPT(hit_threshold, "Hit Threshold", 0, 30)                                             \
       OPT(damage, "damage per hit", -10, 0)                                                  \
       ICONS(ignore_icons, "Aim card icons that do not count")))                              \
    X(FREE_RESPAWN, "free_respawn", CARD, rf_fx_card_free_respawn,                            \
      RF_FX_INSTANT | RF_FX_ON_RESPAWN,                                                       \
      "changes a Respawn: only an instant on squad_respawn has it (rule EX-INSTANT-1)", ())   \
    X(SHOOT, "shoot", CARD, rf_fx_card_shoot, RF_FX_OWN_ACTIVATION,                           \
      "is an action of the legend's own activation: only a free or special action card "      \
      "has it (rules CARD-2, CARD-7)", ())                                                    \
    X(COOLDOWN, "cooldown", CARD, rf_fx_card_cooldown, RF_FX_OWN_ACTIVATION,                  \
      "is an action of the legend's own activation: only a free or special action card "      \
      "has it (rule CARD-2)", (ARG(positions, "positions", 1, 3)))                            \
    X(RESTORE_SQUAD, "restore_squad", CARD, rf_fx_card_restore_squad,                         \
      RF_FX_OWN_ACTIVATION | RF_FX_NONZERO,                                                   \
      "is an action of the legend's own activation: only a free or special action card "      \
      "has it (rule CARD-2)",                                                                 \
      (OPT(health, "health", 0, 40) OPT(shield, "shield", 0, 40) ARG(range, "range", 0, 3)))  \
    /* ---- Action cards, the legends' own (src/rules/legends/) ---- */                       \
    X(THIEF, "thief", CARD, rf_fx_thief, RF_FX_ENHANCE,                                       \
      "goes on after the legend's own Shoot: only an enhanced shoot card has it "             \
      "(docs/legends.md)", ())                                                                \
    /* ---- Abilities, core (abilities_play.c) ---- */                                        \
    X(ABIL_NONE, "none", ABILITY, rf_fx_abil_none, 0, "", ())                                 \
    X(ABIL_MOVE, "move", ABILITY, rf_fx_abil_move, RF_FX_NOT_DELAYED, "",                     \
      (ARG(mp, "MP", 1, 5)))                                                                  \
    X(ABIL_RESTORE, "restore", ABILITY, rf_fx_abil_restore, RF_FX_NONZERO, "",                \
      (ARG(health, "health", 0, 40) ARG(shield, "shield", 0, 40)))                            \
    X(ABIL_DAMAGE, "damage", ABILITY, rf_fx_abil_damage, RF_FX_PLACED, "",                    \
      (ARG(damage, "damage", 1, 40) ARG(radius, "radius", 0, 3)))                             \
    /* ---- Abilities, the legends' own (src/rules/legends/) ---- */                          \
    X(RAVENS, "ravens", ABILITY, rf_fx_ravens, 0, "",                                         \
      (ARG(hit_threshold, "Hit Threshold", -30, 0)))                                          \
    X(BEAST, "beast", ABILITY, rf_fx_beast, 0, "",                                            \
      (ARG(mp, "MP", 0, 3) ARG(hit_threshold, "Hit Threshold", -30, 0)))                      \
    X(INTO_THE_VOID, "into_the_void", ABILITY, rf_fx_into_the_void, 0, "",                    \
      (ARG(mp, "MP", 1, 5)))                                                                  \
    X(RIFT, "rift", ABILITY, rf_fx_rift, 0, "", (ARG(mp, "MP", 1, 5)))                        \
    X(RELOCATE, "relocate", ABILITY, rf_fx_relocate, 0, "", ())                               \
    X(DOC_HEAL, "doc_heal", ABILITY, rf_fx_doc_heal, 0, "",                                   \
      (ARG(health, "health", 1, 40) ARG(range, "range", 0, 3)))                               \
    X(CARE_PACKAGE, "care_package", ABILITY, rf_fx_care_package, 0, "",                       \
      (ARG(tokens, "tokens", 1, 5)))                                                          \
    X(BLACK_MARKET, "black_market", ABILITY, rf_fx_black_market, 0, "",                       \
      (ARG(tokens, "tokens", 1, 3) ARG(range, "range", 0, 3)))                                \
    X(ORDNANCE_AREA, "ordnance_area", ABILITY, rf_fx_ordnance_area, RF_FX_TEMPLATE, "",       \
      (ARG(flying, "flying (0 or 1)", 0, 1) ARG(facing, "facing (0 as drawn, 1 away)", 0, 1))) \
    /* ---- Weapon cards' PASSIVE boxes (weapon_printed.c; WEAPON-13, WEAPON-14) ---- */      \
    X(PASSIVE_SHOT_MODS, "shot_mods", WEAPON, rf_fx_weapon_shot_mods, RF_FX_NONZERO, "",      \
      (OPT(hit_threshold, "Hit Threshold", -30, 30)                                           \
       OPT(damage, "damage per hit", -10, 10) OPT(stability, "stability", -3, 3)              \
       OPT(fire_rate, "fire rate", -3, 3)))                                                   \
    /* ---- Action cards, added later (effects.c; a card view shows RF_CARDV_OWN) ---- */     \
    X(MELEE, "melee", CARD, rf_fx_card_melee, RF_FX_OWN_ACTIVATION,                           \
      "is an action of the legend's own activation: only a free or special action card "      \
      "has it (rules CARD-2, CARD-9)",                                                        \
      (ARG(damage, "damage", 1, 20) ARG(push, "push (spaces)", 0, 3)                          \
       OPT(collision, "damage on a collision", 0, 20) OPT(follow, "FOLLOW (0 or 1)", 0, 1))) \
    /* ---- Assassination's role cards (modes/assn*.c; ASSN-8), in the order of enum        \
     * rf_role_effect; RF_FX_ROLE_BASIC: played, else constant ---- */                      \
    X(ROLE_EXTRA_AP, "extra_ap", ROLE, none, RF_FX_ROLE_BASIC, "",                            \
      (ARG(ap, "AP", 1, 2)))                                                                  \
    X(ROLE_DRAW_ON_ELIM, "draw_on_elimination", ROLE, none, 0, "",                            \
      (ARG(cards, "number of cards", 1, 2)))                                                  \
    X(ROLE_LIFESTEAL, "lifesteal", ROLE, none, RF_FX_ROLE_BASIC, "",                          \
      (ARG(health, "health at the most", 1, 40)))                                             \
    X(ROLE_ALLY_USE_SHIELD, "ally_use_shield", ROLE, none, 0, "",                             \
      (ARG(range, "range", 1, 40) ARG(shield, "shield", 1, 40)))                              \
    /* ---- Champions' feat cards, top (CHAMP-19), in the order of enum rf_champ_top ---- */  \
    X(FEAT_MOVE_GRENADE, "move_grenade", FEAT_TOP, none, 0, "",                               \
      (ARG(mp, "MP", 1, 30) ARG(damage, "more damage of the grenade", 1, 30)))             \
    X(FEAT_SHOOT_HIT_BONUS, "shoot_hit_bonus", FEAT_TOP, none, 0, "",                         \
      (ARG(damage, "damage per hit", 1, 10)))                                                 \
    X(FEAT_SHOOT_HEAD_BONUS, "shoot_head_bonus", FEAT_TOP, none, 0, "",                       \
      (ARG(damage, "damage per headshot", 1, 10)))                                            \
    X(FEAT_MOVE_SHOOT, "move_shoot", FEAT_TOP, none, 0, "", (ARG(mp, "MP", 1, 6)))            \
    X(FEAT_RESTORE_SHIELD, "restore_shield", FEAT_TOP, none, 0, "",                           \
      (ARG(shield, "shield", 1, 70)))                                                         \
    X(FEAT_UNLOCK, "unlock", FEAT_TOP, none, 0, "", (ARG(tokens, "lock tokens", 1, 8)))       \
    /* ---- Champions' feat cards, bottom (CHAMP-20), in the order of enum rf_champ_bottom */ \
    X(FEAT_MISS_PER_RANGE, "miss_per_range", FEAT_BOTTOM, none, 0, "",                        \
      (ARG(spaces, "spaces of range a hit misses per", 1, 6)))                                \
    X(FEAT_DAMAGE_CAP, "damage_cap", FEAT_BOTTOM, none, 0, "",                                \
      (ARG(damage, "damage at the most", 1, 70)))                                             \
    X(FEAT_LOWER_FIRE_RATE, "lower_fire_rate", FEAT_BOTTOM, none, 0, "",                      \
      (ARG(fire_rate, "fire rate lowered by", 1, 6)))                                               \
    X(FEAT_IGNORE_HEADSHOTS, "ignore_headshots", FEAT_BOTTOM, none, 0, "", ())                \
    X(FEAT_THORNS, "thorns", FEAT_BOTTOM, none, 0, "", (ARG(damage, "damage", 1, 20)))       \
    X(FEAT_HIT_THRESHOLD, "hit_threshold", FEAT_BOTTOM, none, 0, "",                          \
      (ARG(hit_threshold, "Hit Threshold", 1, 30)))

#define RF_EFF_ENUM_(id, name, domain, ops, rules, window, args) RF_EFF_##id,

enum rf_effect {
    RF_EFFECTS(RF_EFF_ENUM_)
    RF_EFF_COUNT
};

#endif
