/*
 * bench_sig.h — the behaviour signature a benchmark prints (issue 14: every
 * benchmark says what it plays, times CPU time and prints a signature). A
 * hash of what was answered and chosen, folded a word at a time with
 * FNV-1a's step: a speed change that changes behaviour changes it.
 */
#ifndef RF_BENCH_SIG_H
#define RF_BENCH_SIG_H

#define BENCH_SIG_START 0xcbf29ce484222325ull

static inline void bench_sig_add(unsigned long long *sig, unsigned long long v)
{
    *sig = (*sig ^ v) * 0x100000001b3ull;
}

#endif
