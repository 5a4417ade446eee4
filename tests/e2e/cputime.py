#!/usr/bin/env python3
"""cputime.py CMD... -- the CPU time a browser test costs (docs/client.md,
"What the browser tests cost"): runs CMD, reads every descendant's user and
system time from /proc every 0.2 s (a process's last reading kept) and
prints, on standard error, the seconds by program (Chromium by process
type) and the tree's sum with the wall time; exits with CMD's status.

/usr/bin/time and ctest miss most of it: Playwright starts Chromium
detached and leaves it unreaped, so its time never reaches the test's
rusage. A process that lives less than 0.2 s may be missed (the sum is a
little low, never high).

  python3 tests/e2e/cputime.py node tests/e2e/rematch.mjs build/ringfall /tmp/out
"""
import os
import re
import subprocess
import sys
import time

HZ = os.sysconf('SC_CLK_TCK')


def read_stat(pid):
    """(ppid, cpu seconds, start time, name) of pid, or None if gone."""
    try:
        with open(f'/proc/{pid}/stat') as f:
            s = f.read()
    except OSError:
        return None
    fields = s[s.rindex(')') + 2:].split()
    name = s[s.index('(') + 1:s.rindex(')')]
    if name == 'chromium':          # its processes by type: browser, renderer, gpu-process...
        try:
            with open(f'/proc/{pid}/cmdline') as f:
                m = re.search(r'--type=(\S+?)[\s\0]', f.read())
            name += ':' + (m.group(1) if m else 'browser')
        except OSError:
            pass
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / HZ, fields[19], name


def descendants(root, table):
    """root and every process below it in table (pid -> stat)."""
    mine = {root}
    grew = True
    while grew:
        grew = False
        for pid, (ppid, _, _, _) in table.items():
            if ppid in mine and pid not in mine:
                mine.add(pid)
                grew = True
    return mine


def main():
    t0 = time.time()
    child = subprocess.Popen(sys.argv[1:])
    cpu, names = {}, {}
    while child.poll() is None:
        table = {}
        for d in os.listdir('/proc'):
            if d.isdigit():
                st = read_stat(d)
                if st:
                    table[int(d)] = st
        for pid in descendants(child.pid, table):
            if pid in table:
                key = (pid, table[pid][2])          # a pid again later is another process
                cpu[key] = max(cpu.get(key, 0), table[pid][1])
                names[key] = table[pid][3]
        time.sleep(0.2)
    by = {}
    for key, v in cpu.items():
        by[names[key]] = by.get(names[key], 0) + v
    parts = ' '.join(f'{k}={v:.1f}' for k, v in sorted(by.items(), key=lambda x: -x[1]))
    print(f'cpu {sum(cpu.values()):.2f} s, wall {time.time() - t0:.2f} s ({parts})', file=sys.stderr)
    sys.exit(child.returncode)


if __name__ == '__main__':
    main()
