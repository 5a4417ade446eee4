#!/bin/sh
# client_no_text.sh SRC_DIR — the browser client reads what it draws from
# data, never from words (issue 15, docs/client.md): no file of web/js
# matches a regular expression against anything but the three inputs that
# are not the engine's words (the page's location.hash, a key pressed,
# ev.key, and a map component's kind id, c.kind), cuts or searches an
# option's label, a prompt or a log line's text, keeps a copy of the
# decision kinds' numbers, or compares a decision's kind with a number.
# The Aim board comes from observation.record, an option's cost from its
# "cost", a decision's kind from "kind_name" (docs/protocol.md).
set -eu
src="${1:?usage: client_no_text.sh SRC_DIR}"
bad=0
say() { echo "client_no_text: $1"; bad=1; }

code() {    # code FILE: the file without its // comments, line numbers kept
    sed -E 's#(^|[^:])//.*$#\1#' "$1"
}

for f in "$src"/web/js/*.js; do
    name=${f#"$src"/}
    # a regex applied (exec, test, match) to anything but the allowed inputs
    code "$f" | grep -nE '\.(exec|test)\(|\.match\(' |
        grep -vE '\.(exec|test)\((location\.hash|ev\.key|c\.kind)\)' |
        while IFS= read -r l; do echo "$name:$l"; done > /tmp/client_no_text.$$ || true
    if [ -s /tmp/client_no_text.$$ ]; then
        say "regular expressions over text in $name:"; cat /tmp/client_no_text.$$
    fi
    rm -f /tmp/client_no_text.$$
    # words of the engine cut or searched: labels, prompts, log lines
    if code "$f" | grep -nE '(label|prompt|\.text|lines?\b)[])]*\.(replace|split|search|slice|substring|indexOf|includes|startsWith|endsWith|match)\(' ; then
        say "$name cuts or searches an option's label, a prompt or a log line"
    fi
    # a hand copy of the decision kinds, or a decision kind by number
    if code "$f" | grep -nE 'export const DEC\b|pending\.kind[[:space:]]*[!=]==|\b(parseShots|costOf)\b'; then
        say "$name keeps decision kinds by number or parses shots or costs from words"
    fi
done
[ "$bad" -eq 0 ] && echo "client_no_text: web/js reads no log or label text"
exit "$bad"
