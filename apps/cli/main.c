/*
 * main.c — the `ringfall` command: the command table and dispatch.
 *
 * Every command is one row of the table below and one cmd_*.c file. To add
 * a command (play, sim, replay, bench, serve...), write cmd_NAME.c with an
 * entry point declared in cli.h and add its row here; help, usage errors
 * and dispatch then work for it unchanged.
 */
#include <string.h>

#include "cli.h"

static int cmd_help(const cli_command *self, int argc, char **argv);

static const cli_command commands[] = {
    { "scenario", "scenario [--data DIR] FILE...",
      "run rule-test scenario files",
      "Runs each scenario file (../shared/SCENARIOS.md, docs/scenarios.md) and prints\n"
      "one PASS or FAIL line per expectation, then 'N passed, M failed'.\n"
      "Exit status: 0 all passed, 1 something failed, 2 a file could not be read\n"
      "or parsed (its error is printed and the other files still run).\n"
      "--data DIR  take component kinds and maps from DIR instead of data/",
      cmd_scenario },
    { "map", "map show FILE|NAME [--legend NAME@X,Y[:red|blue]]... [--color] [--data DIR]\nmap check FILE|NAME [--data DIR]\nmap svg FILE|NAME [--out FILE] [--data DIR]",
      "show a map, check it against the match settings, or draw it as SVG",
      "A map is a JSON file (docs/maps.md) or the name of one in data/maps/\n"
      "(e.g. 'crossroads').\n"
      "show   draws the board: levels, walls, half walls, bins, beacons, with a legend;\n"
      "       --color shades the levels with ANSI colours; --legend Wraith@3,4:red\n"
      "       draws a legend on the map (repeat it for several).\n"
      "check  checks the map against its component list (MAP-n) and the custom map\n"
      "       guidelines (CUSTOM-n); exit status 1 if it has errors.\n"
      "svg    draws the board as SVG (levels, level changes, every component, the\n"
      "       coordinates and a legend) on standard output, or in --out FILE.\n"
      "--data DIR  take component kinds and maps from DIR instead of data/",
      cmd_map },
    { "los", "los MAP A B [--explain] [--data DIR]",
      "line of sight between two places on a map",
      "Prints 'clear' or 'blocked' for the line of sight between A and B (rules LOS).\n"
      "A and B are spaces 'X,Y' or intersections '@I,J' or '@I,J:LEVEL'.\n"
      "--explain  also print the levels of both ends, every blockade crossed, X and\n"
      "           the rule that decided (LOS-4, LOS-6/7, LOS-8, LOS-10..15).\n"
      "Exit status: 0 clear, 1 blocked, 2 a bad map or place.",
      cmd_los },
    { "play", "play [--red human|BOT] [--blue human|BOT] [--players K,K,...]\n"
              "     [--size 2|3] [--map NAME]\n"
              "     [--seed N] [--rounds N] [--no-ring] [--start draft|stages|map]\n"
              "     [--mode CODE] [--modules LIST]\n"
              "     [--cards FILE --deck NAME] [--save FILE] [--data DIR]",
      "play a match in the terminal",
      "A whole match (docs/match.md; Battle Royale unless --mode): the Aim card\n"
      "draw for the colours, the draft of every legend of the books (the six\n"
      "first-game legends and Loba, DRAFT-6), Stage 1 (loadout) and\n"
      "Stage 2 (entrance board, map drop), then the rounds. --red and --blue name\n"
      "the two players (seats 1 and 2); which colour each plays is drawn.\n"
      "Each player is a human or a bot: easy, normal, hard (the search bot),\n"
      "heuristic-v1, random, search:N (N simulations a decision; search:Tms\n"
      "T ms of CPU time, search:N/Tms both, /flat one level only)\n"
      "(docs/bots.md; default: --red human, --blue random). A human\n"
      "sees the board, the legends and the pending decision with numbered\n"
      "options; answer with a number, 'b' to see the board again, 'q' to quit.\n"
      "Everything that happens is printed: each choice, each Aim card and\n"
      "modifier, damage, eliminations and the result.\n"      "--players K,K,... one player per entry (2 to 6, human or a bot), as the\n"
      "               server lays out seats: the first half plays in seat 1, the\n"
      "               second in seat 2, player j of a seat its squad's legend j\n"
      "               (the last the rest; docs/rulings.md R-PLAYERS). Hot seat:\n"
      "               each human is asked for its own legends and sees only its\n"
      "               own hand.\n"
      "--size 2|3     2 vs 2 (default) or 3 vs 3 (Assassination: 3 only; not with\n"
      "               Champions, always 2 vs 4)\n"
      "--map NAME     a map of data/maps or a map file (default crossroads)\n"
      "--seed N       the game's seed (default 1): same seed and choices, same game\n"
      "--rounds N     play N rounds instead of 8\n"
      "--start KIND   draft (default): the whole match; stages: the first-game\n"
      "               squads (DRAFT-9: red Bangalore, Wraith (+ Lifeline), blue\n"
      "               Gibraltar, Bloodhound (+ Pathfinder)), colours drawn, Stages 1\n"
      "               and 2; map: those squads start on the map in Stage 3, --red red\n"
      "--no-ring      without the Ring module (default: with it, as in the first game)\n"
      "--draft random the legends are dealt at random (DRAFT-7; default: drafted in\n"
      "               turns, DRAFT-6)\n"
      "--modules LIST exactly these special modules, e.g. heat_shields (docs/modes.md;\n"
      "               'none' for none; default: ring)\n"
      "--mode CODE    BR (default), ASSN (Assassination, 3 vs 3), TDM (Team\n"
      "               Deathmatch), CHAMP (Champions, 2 vs 4) or CTF (Capture the\n"
      "               Flag, no Ring): docs/modes.md\n"
      "--cards FILE   add action cards (docs/cards.md); --deck NAME deals that deck\n"
      "               to every legend (default: each legend its own, docs/legends.md;\n"
      "               --deck placeholder: the designed generic deck; --deck none: no\n"
      "               action cards)\n"
      "--save FILE    write the replay (ringfall replay FILE plays it back)\n"
      "Exit status: 0 the game ended, 1 a player quit, 2 a bad option or file.",
      cmd_play },
    { "sim", "sim [--games N] [--seed S] [--bots A,B | --red A --blue B] [--threads T]\n"
             "    [--size 2|3] [--map NAME] [--rounds N] [--no-ring] [--start draft|stages|map]\n"
             "    [--mode CODE] [--modules LIST]\n"
             "    [--cards FILE --deck NAME] [--save-dir DIR] [--check] [--text] [--data DIR]\n"
             "    [--set FILE.FIELD=VALUE]... [--matches FILE] [--shard I/N]\n"
             "    [--sweep FILE.FIELD=A..B] [--report DIR]\n"
             "sim ab [options as above] [--a OPTIONS] [--b OPTIONS] [--detect D]\n"
             "sim merge [--text] SHARD-FILE...",
      "simulate matches between bots: a JSON summary of the results",
      "Plays N matches (default 100) between two bots (easy, normal, hard,\n"
      "heuristic-v1, random; heuristic = normal: docs/bots.md; default random vs\n"
      "random). --bots A,B is --red A --blue B: the two players; with\n"
      "--start draft or stages (the default: draft) their colours are drawn.\n"
      "Match i uses seed S+i (default S 1): watch one with\n"
      "'ringfall play --seed S+i --red A --blue B'.\n"
      "Prints a JSON summary on standard output (fields: docs/sim.md): the set-up,\n"
      "wins per player and per colour with 95 % Wilson intervals, draws, match\n"
      "length in rounds and decisions, damage by weapon, item and cause,\n"
      "eliminations by cause, a signature of every decision and final state, and\n"
      "the time taken. Everything but \"time\" is the same for any --threads.\n"
      "--threads T     play on T threads (default 1)\n"
      "--save-dir DIR  write each match's replay as DIR/match-SEED.json\n"
      "                (ringfall replay verifies it)\n"
      "--check         the soak test (make soak): rf_check after every step and\n"
      "                each match rebuilt from its replay; the first failure is\n"
      "                printed with its seed and step, exit status 1\n"
      "--text          the summary in words instead of JSON\n"
      "--data DIR      lay DIR's content files over the built-in ones (maps/ too)\n"
      "--set F.P=V     patch content file F.json at path P (keys; an element of a\n"
      "                list by id, name or a word of its name) to V, validated as\n"
      "                the content is; repeatable: --set weapons.R-301.damage=7\n"
      "--matches FILE  one row per match, JSON Lines (.jsonl) or CSV (.csv)\n"
      "--shard I/N     play the I-th of N blocks of the seeds; 'sim merge' puts the\n"
      "                shards' outputs together into the whole run's summary\n"
      "--sweep F.P=A..B play each value A..B of a field, compared with the run as given\n"
      "--report DIR    also write DIR/index.html: the summary, plots with 95 % intervals\n"
      "                and heat maps on the map, opened from the disk (no server)\n"
      "sim ab plays the same seeds under the common options plus --a, and plus\n"
      "--b, and reports each metric's paired difference (docs/sim.md).\n"
      "Other options as for play. Exit status: 0 done, 1 a check failed, 2 a bad\n"
      "option or file.",
      cmd_sim },
    { "replay", "replay FILE [--quiet] [--cards FILE] [--data DIR]",
      "rebuild a recorded game, verify it and tell it",
      "Loads a replay (ringfall play --save), rebuilds the game step by step and\n"
      "refuses it at the first step that differs from the recording. Prints the\n"
      "game's log (not with --quiet) and the result. Replays made with --cards\n"
      "need the same --cards.",
      cmd_replay },
    { "serve", "serve [--port 8080] [--db ringfall.db] [--web DIR] [--host 127.0.0.1]\n"
               "      [--max-matches N] [--expire-after SECONDS] [--data DIR]\n"
               "      [--allow-origin URL]... [limits]",
      "play in the browser: the HTTP server, lobby and saved matches",
      "Serves the JSON API of docs/protocol.md and the browser client (web/) on\n"
      "http://HOST:PORT/ until SIGINT (Ctrl-C) or SIGTERM. Matches are kept in\n"
      "the SQLite file --db (default ringfall.db): after a restart every unfinished\n"
      "match is rebuilt from its choices and continues where it was. Bots play\n"
      "their seats on the server. A finished match leaves the list and memory after\n"
      "--expire-after seconds; its summary and replay stay in the store.\n"
      "--port N         the port (default 8080; 0: any free port, printed)\n"
      "--host ADDR      the IPv4 address to listen on (default 127.0.0.1, this\n"
      "                 machine only; 0.0.0.0: every interface, for friends)\n"
      "--web DIR        the static files (default the source tree's web/; the\n"
      "                 installed ringfall: its share/ringfall/web)\n"
      "--max-matches N  refuse new matches beyond N live ones (default 10000)\n"
      "--expire-after S a finished match stays listed S seconds (default 600;\n"
      "                 0: it leaves the list as soon as it ends)\n"
      "--data DIR       take the content and maps from DIR instead of data/\n"
      "--allow-origin URL  pages of that origin (http://name:port) may call the\n"
      "                 server too, and it answers to that name (up to 8); its own\n"
      "                 pages and localhost always may\n"
      "Limits (docs/security.md; over one: 429 or 503, or the connection closed):\n"
      "--max-connections N     open connections in all (default 512)\n"
      "--client-connections N  open connections per client address (default 32)\n"
      "--max-streams N         open event streams in all (default 384, below\n"
      "                        --max-connections)\n"
      "--client-streams N      open event streams per client address (default 16)\n"
      "--creates-per-minute N  new matches per client address and minute\n"
      "                        (default 30, as many at once)",
      cmd_serve },
    { "bench", "bench [--games N] [--seed S] [--data DIR]",
      "a fixed-seed benchmark of full matches, with a behaviour signature",
      "Plays a fixed set of full matches on Crossroads on one thread: N each\n"
      "(default 50, seeds S..S+N-1, default S 1) of random vs random at 2 vs 2\n"
      "and 3 vs 3, heuristic vs random at 2 vs 2, heuristic vs heuristic at 3 vs\n"
      "3. Prints matches/s and decisions/s per set and in all, and a signature:\n"
      "a hash of every decision and every final state. The signature changes only\n"
      "when the engine's or the bots' behaviour changes; a commit that changes it\n"
      "records the new value (with the defaults) in its message\n"
      "(docs/performance.md).",
      cmd_bench },
    { "help", "help [COMMAND]", "show help for a command",
      "Without a command, lists the commands.", cmd_help },
};

#define NCOMMANDS ((int)(sizeof commands / sizeof commands[0]))

static const cli_command *find_command(const char *name)
{
    for (int i = 0; i < NCOMMANDS; i++)
        if (strcmp(commands[i].name, name) == 0) return &commands[i];
    return NULL;
}

static void print_main_help(FILE *out)
{
    fprintf(out, "ringfall %s - an engine for Apex Legends: The Board Game (fan project)\n\n",
            RF_VERSION);
    fputs("usage: ringfall COMMAND [ARGUMENTS...]\n"
          "       ringfall help COMMAND | --help | --version\n\ncommands:\n", out);
    for (int i = 0; i < NCOMMANDS; i++)
        fprintf(out, "  %-10s %s\n", commands[i].name, commands[i].summary);
    fputs("\nRun 'ringfall help COMMAND' for the details of one command.\n", out);
}

static void print_main_usage(FILE *out)
{
    fputs("usage: ringfall COMMAND [ARGUMENTS...]   (ringfall --help lists the commands)\n",
          out);
}

static int cmd_help(const cli_command *self, int argc, char **argv)
{
    cli_args args;
    int rc = cli_parse(self, argc, argv, 0, &args);
    if (rc >= 0) return rc;
    argc = args.npos;
    if (argc == 0) {
        print_main_help(stdout);
        return CLI_OK;
    }
    if (argc > 1) return cli_usage_error(self, "expected one command name, got %d", argc);
    const cli_command *cmd = find_command(argv[0]);
    if (!cmd) return cli_usage_error(self, "unknown command '%s'", argv[0]);
    cli_print_help(cmd, stdout);
    return CLI_OK;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fputs("ringfall: no command given\n", stderr);
        print_main_usage(stderr);
        return CLI_ERROR;
    }
    const char *name = argv[1];
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) {
        print_main_help(stdout);
        return CLI_OK;
    }
    if (strcmp(name, "--version") == 0) {
        printf("ringfall %s\n", RF_VERSION);
        return CLI_OK;
    }
    const cli_command *cmd = find_command(name);
    if (!cmd) {
        fprintf(stderr, "ringfall: unknown command '%s'\n", name);
        print_main_usage(stderr);
        return CLI_ERROR;
    }
    return cmd->run(cmd, argc - 2, argv + 2);
}
