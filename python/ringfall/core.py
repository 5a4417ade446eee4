"""core.py — content, maps, games and bots over libringfall (include/ringfall.h).

Every engine call that can fail returns an rf_status and fills an rf_error;
here a failure raises RingfallError carrying the engine's message, code and
field, and the game is unchanged (an illegal choice changes nothing, as in
C).  Handles are freed when their Python object goes; a game keeps its
content and map alive (it points into them), and a game that was closed
raises instead of handing the engine a dangling pointer.
"""
import ctypes
import json
import os

from ._lib import (REPO, RF_MAX_OPTIONS, RF_SETUP_MAX_LEGENDS, RfDecision, RfError,
                   RfModeInfo, RfModuleInfo, RfOption, RfPlacement, RfScore, RfSetup, lib)

# enum rf_decision_kind (ringfall.h), in order; python/tests checks it
# against the header.
DECISION_KINDS = ("NONE", "ACTIVATE", "ACTION", "MOVE", "TARGET", "WEAPON", "RESPAWN",
                  "INTERACT", "LOOT", "WEAPON_GAIN", "USE", "MELEE", "PUSH", "DESTROY", "CARD",
                  "REACTION", "INSTANT", "COLOUR", "DRAFT", "LOADOUT", "ENTRANCE", "ROLE",
                  "QUEUE")
MODES = ("BR", "ASSN", "TDM", "CHAMP", "CTF")          # enum rf_mode
STARTS = {"map": 0, "stages": 1, "draft": 2}           # enum rf_start
RF_MODE_ASSN, RF_MODE_CHAMP, RF_MODE_CTF = 1, 3, 4
RF_MOD_RING = 0


class RingfallError(Exception):
    """A refusal by the engine: code (rf_status), name ("ILLEGAL"), field,
    file, line and the engine's message (str(e) is that message)."""

    def __init__(self, err):
        self.code = err.code
        self.name = _text(lib.rf_error_name(err.code))
        self.field = _text(err.field)
        self.file = _text(err.file)
        self.line = err.line
        self.column = err.column
        self.message = _text(err.message)
        super().__init__(self.message)


def _text(b):
    return b.decode("utf-8", "replace") if b else ""


def _check(status, err):
    if status != 0:
        raise RingfallError(err)


def _fail(code, field, message):
    """A refusal made here, shaped like the engine's (for what C cannot be
    asked safely: a handle that was closed, a number ctypes cannot carry)."""
    err = RfError()
    err.code = code
    err.field = field.encode()
    err.message = message.encode()
    return RingfallError(err)


RF_E_ARG = 6      # rf_status: a bad argument


def option_kind_name(code):
    """"MOVE_TO" for an option code of kind RF_OPT_MOVE_TO (rf_option_kind_name)."""
    return _text(lib.rf_option_kind_name(code >> 24)) or "?"


def decode_option(code):
    """(kind name, a, b) of an option code: (kind << 24) | (a << 16) | b."""
    return option_kind_name(code), (code >> 16) & 0xFF, code & 0xFFFF


# ---- Content and maps ----

class Content:
    """The data set (rf_content_load): the repository's data/ by default when
    the package runs from the source tree, else the installed one."""

    def __init__(self, data_dir=None, cards=()):
        if data_dir is None and os.path.isdir(os.path.join(REPO, "data")):
            data_dir = os.path.join(REPO, "data")
        self._h = ctypes.c_void_p()
        err = RfError()
        _check(lib.rf_content_load(data_dir.encode() if data_dir else None,
                                   ctypes.byref(self._h), ctypes.byref(err)), err)
        for path in cards:
            self.add_cards(path)

    def add_cards(self, path):
        """The action cards of another cards file (docs/cards.md)."""
        err = RfError()
        _check(lib.rf_content_add_cards(self._h, os.fsencode(path), ctypes.byref(err)), err)

    @property
    def data_dir(self):
        return _text(lib.rf_content_dir(self._h))

    def map(self, name="crossroads"):
        return Map(self, name)

    def modes(self):
        """Each mode of data/modes.json: code, name, squad sizes, modules allowed."""
        out, info = [], RfModeInfo()
        for m in range(len(MODES)):
            if lib.rf_mode_info_get(self._h, m, ctypes.byref(info)):
                sizes = [tuple(info.size[i]) for i in range(info.nsizes)]
                mods = [_text(lib.rf_module_id(k)) for k in range(32) if info.modules >> k & 1]
                out.append({"code": _text(info.code), "name": _text(info.name),
                            "sizes": sizes, "modules": mods})
        return out

    def modules(self):
        out, info, k = [], RfModuleInfo(), 0
        while lib.rf_module_info_get(self._h, k, ctypes.byref(info)):
            out.append({"id": _text(info.id), "name": _text(info.name)})
            k += 1
        return out

    def __del__(self):
        if getattr(self, "_h", None):
            lib.rf_content_free(self._h)
            self._h = None


class Map:
    """A board (rf_map_load): a name of data/maps ("crossroads") or a file."""

    def __init__(self, content, name="crossroads"):
        self.content = content
        self._h = ctypes.c_void_p()
        err = RfError()
        _check(lib.rf_map_load(content._h, os.fsencode(name), ctypes.byref(self._h),
                               ctypes.byref(err)), err)

    name = property(lambda self: _text(lib.rf_map_name(self._h)))
    width = property(lambda self: lib.rf_map_width(self._h))
    height = property(lambda self: lib.rf_map_height(self._h))

    def space_free(self, x, y):
        return bool(lib.rf_map_space_free(self._h, x, y))

    def __del__(self):
        if getattr(self, "_h", None):
            lib.rf_map_free(self._h)
            self._h = None


# ---- Set-up: the options of `ringfall play` and `ringfall sim` ----

def _parse_mode(mode):
    m = mode if isinstance(mode, int) else lib.rf_mode_parse(str(mode).encode())
    if not 0 <= m < len(MODES):
        raise _fail(RF_E_ARG, "mode", "unknown mode '%s' (%s)" % (mode, ", ".join(MODES)))
    return m


def _parse_modules(modules):
    bits = 0
    for name in modules:
        k = lib.rf_module_parse(name.encode())
        if k < 0:
            raise _fail(RF_E_ARG, "modules", "unknown module '%s'" % name)
        bits |= 1 << k
    return bits


def _start_space(m, setup, cx, row, inward):
    """apps/cli/cli_match.c's start_space: the free space closest to (cx,
    row) on that row or the next rows inward that no earlier legend took."""
    taken = {(setup.legend[i].x, setup.legend[i].y) for i in range(setup.nlegends)}
    for r in range(m.height // 2):
        y = row + r * inward
        for d in range(2 * m.width):
            x = cx + (-(d + 1) // 2 if d % 2 else d // 2)
            if (x, y) not in taken and m.space_free(x, y):
                return x, y
    raise _fail(RF_E_ARG, "start", "no free starting space on %s" % m.name)


def _add_legend(setup, name, squad, deck):
    if setup.nlegends >= RF_SETUP_MAX_LEGENDS:
        raise _fail(RF_E_ARG, "legends", "at most %d legends" % RF_SETUP_MAX_LEGENDS)
    leg = setup.legend[setup.nlegends]
    setup.nlegends += 1
    leg.name = name.encode()[:15]
    leg.squad = squad
    leg.deck = deck.encode()[:23]
    leg.abilities = b"*"                       # its own ability cards (ABIL-1)
    return leg


def make_setup(m, mode="BR", size=None, start="draft", modules=None, ring=True, rounds=0,
               seed=1, random_draft=False, deck=None, both_icons_hit=False,
               half_hits_beta=False):
    """An rf_setup as `ringfall play`/`sim` make it (apps/cli/cli_match.c):
    mode BR/ASSN/TDM/CHAMP/CTF; size 2 or 3 (ASSN: 3; CHAMP: 2 vs 4, CHAMP-1);
    start "draft" (colour draw, draft, Stages 1 and 2), "stages" (DRAFT-9's
    squads) or "map" (Stage 3, squads on the map); modules a list of module
    ids, exactly those (MOD-1), else the Ring unless ring=False (CTF: none);
    rounds 0 = 8; deck None: each legend its own, "none": no action cards."""
    mode = _parse_mode(mode)
    if start not in STARTS:
        raise _fail(RF_E_ARG, "start", "unknown start '%s' (draft, stages, map)" % start)
    if mode == RF_MODE_CHAMP and size:
        raise _fail(RF_E_ARG, "size", "Champions is played 2 champions against 4 challengers "
                    "(CHAMP-1): size does not apply")
    s = RfSetup()
    size = size or (3 if mode == RF_MODE_ASSN else 2)              # ASSN-1
    s.squad_size = size
    if mode == RF_MODE_CHAMP:
        s.squad_sizes[0], s.squad_sizes[1] = 2, 4                  # CHAMP-1
    sizes = (s.squad_sizes[0] or size, s.squad_sizes[1] or size)
    deck = "*" if deck is None else ("" if deck == "none" else deck)
    s.start = STARTS[start]
    s.random_draft = bool(random_draft)                            # DRAFT-7
    if start == "draft":
        k = 0
        while lib.rf_draft_pool_legend(k):
            _add_legend(s, _text(lib.rf_draft_pool_legend(k)), k % 2, deck)
            k += 1
    elif start == "stages":
        for squad in (0, 1):
            for k in range(sizes[squad]):
                name = lib.rf_default_squad_legend(mode, squad, k)
                if name:
                    _add_legend(s, _text(name), squad, deck)
    else:
        for squad in (0, 1):
            for k in range(size):
                name = lib.rf_default_squad_legend(0, squad, k)
                if not name:
                    raise _fail(RF_E_ARG, "size", "no default legend %d for squad %d" % (k, squad))
                row = 1 if squad == 0 else m.height - 2
                x, y = _start_space(m, s, m.width // 2, row, 1 if squad == 0 else -1)
                leg = _add_legend(s, _text(name), squad, deck)
                leg.x, leg.y = x, y
    s.seed = seed & 0xFFFFFFFFFFFFFFFF
    s.mode = mode
    s.max_rounds = rounds
    s.ring = bool(ring) and mode != RF_MODE_CTF                    # SETUP-10, MOD-4
    if modules is not None:                                        # MOD-1: exactly these
        bits = _parse_modules(modules)
        s.ring = bool(bits >> RF_MOD_RING & 1)
        s.modules = bits & ~(1 << RF_MOD_RING)
    s.rules.both_icons_hit = both_icons_hit                        # R-AIM-14
    s.rules.half_hits_beta = half_hits_beta                        # R-AIM-10
    return s


# ---- Games ----

class Decision:
    """The pending decision: who decides (seat) what (kind) for which legend."""
    __slots__ = ("seat", "kind", "legend", "prompt")

    def __init__(self, d):
        self.seat, self.legend, self.prompt = d.seat, d.legend, _text(d.prompt)
        self.kind = DECISION_KINDS[d.kind] if 0 <= d.kind < len(DECISION_KINDS) else str(d.kind)

    def __repr__(self):
        return "Decision(seat=%d, kind=%s, legend=%d, prompt=%r)" % (
            self.seat, self.kind, self.legend, self.prompt)


class Option:
    """A legal option: its code (what choose() takes) and label (for people)."""
    __slots__ = ("code", "label")

    def __init__(self, code, label):
        self.code, self.label = code, label

    kind = property(lambda self: option_kind_name(self.code))

    def __repr__(self):
        return "Option(0x%08x, %r)" % (self.code, self.label)


class Score:
    """rf_view_score: VP and death box tokens per squad (0 red, 1 blue), the
    standing (the winner if it ended now, -1 a draw) and whether it is over."""
    __slots__ = ("vp", "death_boxes", "standing", "over")

    def __init__(self, s):
        self.vp, self.death_boxes = tuple(s.vp), tuple(s.death_boxes)
        self.standing, self.over = s.standing, bool(s.over)

    def __repr__(self):
        return "Score(vp=%s, death_boxes=%s, standing=%d, over=%s)" % (
            self.vp, self.death_boxes, self.standing, self.over)


class Game:
    """A game (rf_game_new). Game(content, map_or_name, **set-up) takes the
    options of make_setup; Game.from_setup takes an RfSetup built by hand."""

    def __init__(self, content, map="crossroads", **setup):
        m = map if isinstance(map, Map) else Map(content, map)
        self._adopt(content, m, None)
        s = make_setup(m, **setup)
        h, err = ctypes.c_void_p(), RfError()
        _check(lib.rf_game_new(content._h, m._h, ctypes.byref(s), ctypes.byref(h),
                               ctypes.byref(err)), err)
        self._h = h

    @classmethod
    def from_setup(cls, content, m, setup):
        g = cls.__new__(cls)
        g._adopt(content, m, None)
        h, err = ctypes.c_void_p(), RfError()
        _check(lib.rf_game_new(content._h, m._h, ctypes.byref(setup), ctypes.byref(h),
                               ctypes.byref(err)), err)
        g._h = h
        return g

    def _adopt(self, content, m, handle):
        self.content, self.map, self._h = content, m, handle

    def _handle(self):
        if not self._h:
            raise _fail(RF_E_ARG, "game", "the game was closed")
        return self._h

    def close(self):
        if getattr(self, "_h", None):
            lib.rf_game_free(self._h)
            self._h = None

    __del__ = close

    def _wrap(self, handle):
        g = Game.__new__(Game)
        g._adopt(self.content, self.map, handle)
        return g

    # -- state --
    def clone(self):
        """A copy (rf_game_clone: a memcpy of the state)."""
        h = lib.rf_game_clone(self._handle())
        if not h:
            raise MemoryError("rf_game_clone")
        return self._wrap(ctypes.c_void_p(h))

    def copy_from(self, other):
        """Make this game a copy of other (rf_game_copy; no allocation)."""
        lib.rf_game_copy(self._handle(), other._handle())

    def determinize(self, seat, seed, out=None):
        """A world seat cannot tell from this one (rf_game_determinize):
        everything seat may not know drawn anew from seed.  seat 0 or 1, or
        -1 for a spectator; refused (RingfallError, nothing changed) for a
        seat that does not exist or a game that is over.  out: a game to
        overwrite (saves an allocation in a search loop)."""
        if not isinstance(seat, int) or not isinstance(seed, int):
            raise TypeError("determinize(seat, seed): integers")
        if not -2**31 <= seat < 2**31:
            raise _fail(RF_E_ARG, "seat", "seat %d does not exist (the seats are 0 and 1; -1 is "
                        "a spectator)" % seat)
        target = out if out is not None else self.clone()
        err = RfError()
        status = lib.rf_game_determinize(self._handle(), seat, seed & 0xFFFFFFFFFFFFFFFF,
                                         target._handle(), ctypes.byref(err))
        if status != 0:
            if out is None:
                target.close()
            raise RingfallError(err)
        return target

    @property
    def hash(self):
        return lib.rf_game_hash(self._handle())

    def check(self):
        """Every invariant of the state (rf_check); RingfallError if one fails."""
        err = RfError()
        _check(lib.rf_check(self._handle(), ctypes.byref(err)), err)

    # -- decisions --
    def pending(self):
        """The pending Decision, or None when the game is over."""
        d = RfDecision()
        return Decision(d) if lib.rf_pending(self._handle(), ctypes.byref(d)) else None

    def options(self):
        """The legal options of the pending decision, in the engine's order."""
        buf = (RfOption * RF_MAX_OPTIONS)()
        n = lib.rf_options(self._handle(), buf, RF_MAX_OPTIONS)
        return [Option(buf[i].code, _text(buf[i].label)) for i in range(min(n, RF_MAX_OPTIONS))]

    def option_codes(self):
        """The legal options' codes only (fast)."""
        buf = (ctypes.c_uint * RF_MAX_OPTIONS)()
        n = lib.rf_option_codes(self._handle(), buf, RF_MAX_OPTIONS)
        return list(buf[:min(n, RF_MAX_OPTIONS)])

    def option_placement(self, code):
        """What a Stage 1 equip, place or give option puts where
        (rf_option_placement): a dict of where, legend, from, slot, attach_slot,
        kind, item, level, ammo, replaces (enum values and indices as in
        ringfall.h), or None for a code the pending decision does not list or
        that places nothing."""
        if isinstance(code, Option):
            code = code.code
        p = RfPlacement()
        if not 0 <= code <= 0xFFFFFFFF or not lib.rf_option_placement(self._handle(), code,
                                                                     ctypes.byref(p)):
            return None
        return {("from" if name == "from_" else name): getattr(p, name)
                for name, _ in RfPlacement._fields_}

    def choose(self, code):
        """Apply a choice (an option code, or an Option); an illegal one raises
        RingfallError with the engine's reason and changes nothing."""
        if isinstance(code, Option):
            code = code.code
        if not isinstance(code, int):
            raise TypeError("choose(code): an option code (int) or an Option")
        if not 0 <= code <= 0xFFFFFFFF:
            raise _fail(RF_E_ARG, "option", "option code %d is not an option (codes are 32-bit)" % code)
        err = RfError()
        _check(lib.rf_choose(self._handle(), code, ctypes.byref(err)), err)

    # -- what is known --
    def observe(self, seat=-1):
        """What seat may know (rf_observe) as a dict; -1: a spectator."""
        h = self._handle()
        n = 1 << 16
        while True:
            buf = ctypes.create_string_buffer(n)
            need = lib.rf_observe(h, seat, buf, n)
            if need < n:
                return json.loads(buf.value.decode("utf-8"))
            n = need + 1

    def score(self):
        s = RfScore()
        lib.rf_view_score(self._handle(), ctypes.byref(s))
        return Score(s)

    def over(self):
        """(over, winner): winner 0 red, 1 blue, -1 a draw or not over."""
        w = ctypes.c_int(-1)
        o = bool(lib.rf_game_over(self._handle(), ctypes.byref(w)))
        return o, (w.value if o else -1)

    @property
    def is_over(self):
        return self.over()[0]

    def end_reason(self):
        buf = ctypes.create_string_buffer(512)
        return _text(lib.rf_game_end_reason(self._handle(), buf, 512))

    def seat_of(self, squad):
        """The seat playing squad (0 red, 1 blue); -1 before the colour draw."""
        return lib.rf_game_seat_of(self._handle(), squad)

    @property
    def round(self):
        return lib.rf_view_round(self._handle())

    @property
    def mode(self):
        return MODES[lib.rf_view_mode(self._handle())]

    def playout(self, bot, max_steps=100000):
        """Play on with bot deciding for every seat (rf_playout: the trusted
        loop of search rollouts); returns the choices made."""
        if not isinstance(bot, Bot):
            raise TypeError("playout(bot, max_steps): a ringfall.Bot")
        return lib.rf_playout(self._handle(), bot._handle(), max(0, int(max_steps)))


# ---- Bots ----

def bot_kinds():
    """[(name, description)] of the engine's bots (docs/bots.md)."""
    out, k = [], 0
    name, desc = ctypes.c_char_p(), ctypes.c_char_p()
    while lib.rf_bot_kind_get(k, ctypes.byref(name), ctypes.byref(desc)):
        out.append((_text(name.value), _text(desc.value)))
        k += 1
    return out


class Bot:
    """An engine bot (rf_bot_new): "easy", "normal", "hard", "random"..."""

    def __init__(self, kind="random", seed=1):
        self.kind = kind
        self._h = lib.rf_bot_new(str(kind).encode(), seed & 0xFFFFFFFFFFFFFFFF)
        if not self._h:
            names = ", ".join(n for n, _ in bot_kinds())
            raise _fail(RF_E_ARG, "bot", "unknown bot '%s' (%s)" % (kind, names))

    def _handle(self):
        if not self._h:
            raise _fail(RF_E_ARG, "bot", "the bot was closed")
        return self._h

    def choose(self, game):
        """The bot's option code for game's pending decision (0: none)."""
        return lib.rf_bot_choose(self._handle(), game._handle())

    def close(self):
        if getattr(self, "_h", None):
            lib.rf_bot_free(self._h)
            self._h = None

    __del__ = close
