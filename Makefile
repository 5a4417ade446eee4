# ringfall — convenience targets around CMake. See README.md.
BUILD ?= build
ASAN  ?= build-asan
FUZZ  ?= build-fuzz
JOBS  ?= $(shell nproc)

.PHONY: all build asan build-matrix fuzz-build test test-fast bench serve-memory balance balance-champ bot-eval soak soak-modes noninterference determinize-check noninterference-asan determinize-check-asan fuzz fuzz-api load clean

all: build

# The project's own builds treat warnings as errors (RF_WERROR); a plain
# `cmake` build, a user's or a packager's, does not.
build:
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRF_WERROR=ON >/dev/null
	@cmake --build $(BUILD) -j$(JOBS)

asan:
	@cmake -S . -B $(ASAN) -DCMAKE_BUILD_TYPE=Debug -DRF_SANITIZE=ON -DRF_WERROR=ON >/dev/null
	@cmake --build $(ASAN) -j$(JOBS)

# The fuzzing build (clang, libFuzzer, AddressSanitizer and UBSan): the
# fuzz targets of tests/fuzz and nothing else (docs/security.md, "Fuzzing").
fuzz-build:
	@CC=clang cmake -S . -B $(FUZZ) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRF_FUZZ=ON -DRF_WERROR=ON >/dev/null
	@cmake --build $(FUZZ) -j$(JOBS)

# Release, RelWithDebInfo and Debug with gcc and with clang, each built from
# clean into $(MATRIX)/COMPILER-TYPE/ (log in build.log there): lists every
# warning and fails if there is one or a build fails. Six full builds: run
# by hand before changing flags or compilers, not in CI.
MATRIX ?= build-matrix
build-matrix:
	@status=0; \
	for cc in gcc clang; do for type in Release RelWithDebInfo Debug; do \
	  dir=$(MATRIX)/$$cc-$$type; mkdir -p $$dir; \
	  if cmake -S . -B $$dir -DCMAKE_C_COMPILER=$$cc -DCMAKE_BUILD_TYPE=$$type >$$dir/build.log 2>&1 && \
	     cmake --build $$dir --clean-first -j$(JOBS) >>$$dir/build.log 2>&1; then \
	    n=$$(grep -c 'warning:' $$dir/build.log); \
	    echo "$$cc $$type: built, $$n warnings"; \
	    [ $$n -eq 0 ] || { grep 'warning:' $$dir/build.log | sort -u; status=1; }; \
	  else echo "$$cc $$type: BUILD FAILED (see $$dir/build.log)"; status=1; fi; \
	done; done; exit $$status

# The test command: every test in the normal build, then once more under
# AddressSanitizer and UndefinedBehaviorSanitizer, but for the browser
# tests (label e2e: a minute of Chromium; the server's own tests run in
# both passes), then each fuzz target for CI_FUZZ_SECONDS (label fuzz).
CI_FUZZ_SECONDS ?= 10
test: build asan fuzz-build
	ctest --test-dir $(BUILD) --output-on-failure -j$(JOBS)
	ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
	  ctest --test-dir $(ASAN) --output-on-failure -j$(JOBS) -LE e2e
	FUZZ_SECONDS=$(CI_FUZZ_SECONDS) ctest --test-dir $(FUZZ) --output-on-failure -j$(JOBS) -L fuzz

test-fast: build
	ctest --test-dir $(BUILD) --output-on-failure -j$(JOBS)

bench: build
	@for b in $(BUILD)/bench/bench_*; do echo "== $$b"; $$b; done

# The server's memory with finished matches (issue 14, docs/performance.md):
# MEM_MATCHES random-vs-random matches created in process with the store on
# disk, the resident size before and after. Not in CI (10,000: minutes).
MEM_MATCHES ?= 10000
serve-memory: build
	$(BUILD)/bench/bench_serve --memory $(MEM_MATCHES)

# The legends' balance (docs/balance.md): heuristic mirror matches with every
# legend drafted, each legend's win rate and its pairings.
BALANCE_GAMES ?= 2100
balance: build
	$(BUILD)/ringfall sim --games $(BALANCE_GAMES) --size 3 --bots heuristic,heuristic --threads $(JOBS) --text
	$(BUILD)/ringfall sim --games $(BALANCE_GAMES) --size 2 --bots heuristic,heuristic --threads $(JOBS) --text

# Champions' balance (docs/balance.md, "Champions"): the heuristic bot
# against itself, seeded; the champions are red (CHAMP-1), so the red win
# rate is theirs. Not in CI.
CHAMP_GAMES ?= 800
balance-champ: build
	$(BUILD)/ringfall sim --mode CHAMP --games $(CHAMP_GAMES) --bots heuristic,heuristic --threads $(JOBS) --text

# The bots' ladder (docs/bots.md): every difficulty level against the one
# below and against the frozen yardstick heuristic-v1, EVAL_GAMES seeded
# matches per pairing in Battle Royale 2 vs 2 and 3 vs 3, half as many in
# the other modes, with 95 % Wilson intervals. Not in CI.
EVAL_GAMES ?= 1000
bot-eval: build
	THREADS=$(JOBS) sh scripts/bot-eval.sh $(BUILD)/ringfall $(EVAL_GAMES)

# The soak test (docs/soak.md): SOAK_GAMES seeded full matches (random and
# heuristic bots, 2 vs 2 and 3 vs 3, several starts) under AddressSanitizer
# and UndefinedBehaviorSanitizer, rf_check after every step and every match
# rebuilt from its replay; stops at the first failure, naming seed and step.
SOAK_GAMES ?= 10000
SOAK_THREADS ?= 2
soak: asan
	ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
	  sh tests/soak/soak.sh $(ASAN)/ringfall $(SOAK_GAMES) $(SOAK_THREADS)

# The same over the other modes and the special modules (Assassination, Team
# Deathmatch, Capture the Flag, Champions; Supply Drops, Replicator, Events,
# Gun Run, Heat Shields): tests/soak/soak.sh's "modes" set.
soak-modes: asan
	ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
	  sh tests/soak/soak.sh $(ASAN)/ringfall $(SOAK_GAMES) $(SOAK_THREADS) modes

# Non-interference, next state (docs/security.md): pairs of games that differ
# only in what one seat cannot know, played on with the same choices; that
# seat's views compared after every step, NONINTERFERENCE_TRANSITIONS steps
# per mode and module set (ctest runs 1,500 per set in both builds).
NONINTERFERENCE_TRANSITIONS ?= 10000
noninterference: build
	RF_NONINTERFERENCE_TRANSITIONS=$(NONINTERFERENCE_TRANSITIONS) $(BUILD)/tests/test_noninterference

# Determinization (docs/visibility.md, "Determinization"): DETERMINIZE_STATES
# random reachable states per mode and module set, each seat and a
# spectator, 3 seeds each (ctest runs 150 per set in both builds).
DETERMINIZE_STATES ?= 10000
determinize-check: build
	RF_DETERMINIZE_STATES=$(DETERMINIZE_STATES) $(BUILD)/tests/test_determinize

# Both full runs again under AddressSanitizer and UndefinedBehaviorSanitizer
# (issue 13: "under the sanitizers"; docs/visibility.md): the ASan build's
# test programs, leaks reported, the first error fatal (-fno-sanitize-
# recover). About 10 times the CPU of the plain runs.
SANITIZE_ENV = ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1
noninterference-asan: asan
	$(SANITIZE_ENV) RF_NONINTERFERENCE_TRANSITIONS=$(NONINTERFERENCE_TRANSITIONS) \
	  $(ASAN)/tests/test_noninterference

determinize-check-asan: asan
	$(SANITIZE_ENV) RF_DETERMINIZE_STATES=$(DETERMINIZE_STATES) $(ASAN)/tests/test_determinize

# Fuzzing, longer than CI's (docs/security.md, "Fuzzing"): every target of
# tests/fuzz (map, content, scenario, replay, game, api, http) for
# FUZZ_SECONDS each; the corpora grow in build-fuzz/corpus/.
FUZZ_SECONDS ?= 120
fuzz: fuzz-build
	@scripts/fuzz.sh $(FUZZ_SECONDS)

# The server's API only: libFuzzer on srv_handle, then random and
# malformed HTTP to a sanitized `ringfall serve`.
fuzz-api: fuzz-build
	@scripts/fuzz-api.sh $(FUZZ_SECONDS)

# The load test (docs/security.md, "Load"): LOAD_MATCHES matches at once
# against `ringfall serve` on loopback for LOAD_SECONDS, the server and
# the load generator each on a core of its own. Not in CI.
LOAD_MATCHES ?= 200
LOAD_SECONDS ?= 60
LOAD_THINK_MS ?= 500
load: build
	@scripts/load.sh $(LOAD_MATCHES) $(LOAD_SECONDS) $(LOAD_THINK_MS)

clean:
	rm -rf $(BUILD) $(ASAN) $(FUZZ) $(MATRIX) fuzz-out
