"""_lib.py — libringfall.so through ctypes: the structs of include/ringfall.h
and the prototypes of the functions the package calls.

The library is found (in this order) at $RINGFALL_LIB, in the build tree of
the repository this package lives in (build/install/libringfall.so, what
`make build` makes), or where the system loader finds libringfall.so
(`cmake --install`, README "Embedding ringfall").  The structs mirror the
header field for field; tests/test_binding.py checks their sizes against
the ones the header gives the C compiler (rf_game_size and friends cannot
be asked for them, so the test compiles nothing: it checks what ctypes
computes against the layout rules the header documents).
"""
import ctypes
import ctypes.util
import os

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

RF_MAX_OPTIONS = 1100          # ringfall.h: no decision has more legal options
RF_SETUP_MAX_LEGENDS = 8


class RfError(ctypes.Structure):
    _fields_ = [("code", ctypes.c_int), ("file", ctypes.c_char * 256),
                ("line", ctypes.c_int), ("column", ctypes.c_int),
                ("field", ctypes.c_char * 96), ("message", ctypes.c_char * 320)]


class RfSetupLegend(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char * 16), ("squad", ctypes.c_int),
                ("x", ctypes.c_int), ("y", ctypes.c_int),
                ("deck", ctypes.c_char * 24), ("abilities", ctypes.c_char * 24)]


class RfRules(ctypes.Structure):
    _fields_ = [("both_icons_hit", ctypes.c_bool), ("half_hits_beta", ctypes.c_bool)]


class RfSetup(ctypes.Structure):
    _fields_ = [("nlegends", ctypes.c_int),
                ("legend", RfSetupLegend * RF_SETUP_MAX_LEGENDS),
                ("max_rounds", ctypes.c_int), ("ring", ctypes.c_bool),
                ("mode", ctypes.c_int), ("modules", ctypes.c_uint),
                ("seed", ctypes.c_ulonglong), ("rules", RfRules),
                ("start", ctypes.c_int), ("squad_size", ctypes.c_int),
                ("random_draft", ctypes.c_bool), ("squad_sizes", ctypes.c_int * 2)]


class RfDecision(ctypes.Structure):
    _fields_ = [("seat", ctypes.c_int), ("kind", ctypes.c_int), ("legend", ctypes.c_int),
                ("prompt", ctypes.c_char * 160), ("member", ctypes.c_int)]


class RfOption(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint), ("label", ctypes.c_char * 96)]


class RfPlacement(ctypes.Structure):
    """rf_placement (ringfall.h): what a Stage 1 option puts where."""
    _fields_ = [(name, ctypes.c_int) for name in
                ("where", "legend", "from_", "slot", "attach_slot", "kind", "item", "level", "ammo",
                 "replaces")]


class RfScore(ctypes.Structure):
    _fields_ = [("vp", ctypes.c_int * 2), ("death_boxes", ctypes.c_int * 2),
                ("standing", ctypes.c_int), ("over", ctypes.c_bool)]


class RfModeInfo(ctypes.Structure):
    _fields_ = [("code", ctypes.c_char_p), ("name", ctypes.c_char_p), ("nsizes", ctypes.c_int),
                ("size", (ctypes.c_int * 2) * 4), ("modules", ctypes.c_uint)]


class RfModuleInfo(ctypes.Structure):
    _fields_ = [("id", ctypes.c_char_p), ("name", ctypes.c_char_p), ("excludes", ctypes.c_uint)]


P = ctypes.c_void_p
PP = ctypes.POINTER(ctypes.c_void_p)
ERR = ctypes.POINTER(RfError)
STATUS = ctypes.c_int

# name: (restype, argtypes)
PROTOTYPES = {
    "rf_status_name": (ctypes.c_char_p, [ctypes.c_int]),
    "rf_error_name": (ctypes.c_char_p, [ctypes.c_int]),
    "rf_content_load": (STATUS, [ctypes.c_char_p, PP, ERR]),
    "rf_content_add_cards": (STATUS, [P, ctypes.c_char_p, ERR]),
    "rf_content_free": (None, [P]),
    "rf_content_dir": (ctypes.c_char_p, [P]),
    "rf_map_load": (STATUS, [P, ctypes.c_char_p, PP, ERR]),
    "rf_map_free": (None, [P]),
    "rf_map_name": (ctypes.c_char_p, [P]),
    "rf_map_width": (ctypes.c_int, [P]),
    "rf_map_height": (ctypes.c_int, [P]),
    "rf_map_space_free": (ctypes.c_bool, [P, ctypes.c_int, ctypes.c_int]),
    "rf_mode_parse": (ctypes.c_int, [ctypes.c_char_p]),
    "rf_module_parse": (ctypes.c_int, [ctypes.c_char_p]),
    "rf_mode_code": (ctypes.c_char_p, [ctypes.c_int]),
    "rf_module_id": (ctypes.c_char_p, [ctypes.c_int]),
    "rf_mode_info_get": (ctypes.c_bool, [P, ctypes.c_int, ctypes.POINTER(RfModeInfo)]),
    "rf_module_info_get": (ctypes.c_bool, [P, ctypes.c_int, ctypes.POINTER(RfModuleInfo)]),
    "rf_draft_pool_legend": (ctypes.c_char_p, [ctypes.c_int]),
    "rf_default_squad_legend": (ctypes.c_char_p, [ctypes.c_int, ctypes.c_int, ctypes.c_int]),
    "rf_setup_check": (STATUS, [P, P, ctypes.POINTER(RfSetup), ERR]),
    "rf_game_new": (STATUS, [P, P, ctypes.POINTER(RfSetup), PP, ERR]),
    "rf_game_free": (None, [P]),
    "rf_game_clone": (P, [P]),
    "rf_game_copy": (None, [P, P]),
    "rf_game_size": (ctypes.c_size_t, []),
    "rf_game_determinize": (STATUS, [P, ctypes.c_int, ctypes.c_ulonglong, P, ERR]),
    "rf_pending": (ctypes.c_bool, [P, ctypes.POINTER(RfDecision)]),
    "rf_options": (ctypes.c_int, [P, ctypes.POINTER(RfOption), ctypes.c_int]),
    "rf_option_codes": (ctypes.c_int, [P, ctypes.POINTER(ctypes.c_uint), ctypes.c_int]),
    "rf_option_placement": (ctypes.c_bool, [P, ctypes.c_uint, ctypes.POINTER(RfPlacement)]),
    "rf_option_kind_name": (ctypes.c_char_p, [ctypes.c_int]),
    "rf_choose": (STATUS, [P, ctypes.c_uint, ERR]),
    "rf_game_seat_of": (ctypes.c_int, [P, ctypes.c_int]),
    "rf_game_over": (ctypes.c_bool, [P, ctypes.POINTER(ctypes.c_int)]),
    "rf_game_end_reason": (ctypes.c_char_p, [P, ctypes.c_char_p, ctypes.c_size_t]),
    "rf_check": (STATUS, [P, ERR]),
    "rf_game_hash": (ctypes.c_ulonglong, [P]),
    "rf_observe": (ctypes.c_int, [P, ctypes.c_int, ctypes.c_char_p, ctypes.c_size_t]),
    "rf_view_score": (None, [P, ctypes.POINTER(RfScore)]),
    "rf_view_round": (ctypes.c_int, [P]),
    "rf_view_mode": (ctypes.c_int, [P]),
    "rf_bot_new": (P, [ctypes.c_char_p, ctypes.c_ulonglong]),
    "rf_bot_free": (None, [P]),
    "rf_bot_kind_get": (ctypes.c_bool, [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p),
                                        ctypes.POINTER(ctypes.c_char_p)]),
    "rf_bot_choose": (ctypes.c_uint, [P, P]),
    "rf_playout": (ctypes.c_int, [P, P, ctypes.c_int]),
}


def _candidates():
    env = os.environ.get("RINGFALL_LIB")
    if env:
        return [env]
    found = []
    for build in ("build", "build-release"):
        path = os.path.join(REPO, build, "install", "libringfall.so")
        if os.path.exists(path):
            found.append(path)
    system = ctypes.util.find_library("ringfall")
    if system:
        found.append(system)
    return found


def load():
    """The library with every prototype set; OSError naming where it looked."""
    tried = _candidates()
    for path in tried:
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        for name, (res, args) in PROTOTYPES.items():
            fn = getattr(lib, name)
            fn.restype = res
            fn.argtypes = args
        lib.path = path
        return lib
    raise OSError("libringfall.so not found (tried: %s); build it with `make build` or set "
                  "RINGFALL_LIB" % (", ".join(tried) or "RINGFALL_LIB, the build tree, the system"))


lib = load()
