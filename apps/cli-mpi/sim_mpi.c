/*
 * sim_mpi.c — `mpirun -np N ringfall sim ...` (issue 18): the MPI build
 * (build/mpi/ringfall, CMake option RF_MPI, Debian's Open MPI) splits a
 * run's seeds across the ranks as --shard r/N does, gathers every rank's
 * shard record to rank 0 and puts them together with the code of `sim
 * merge` (sim_shard.c): the summary and signature equal those of one
 * process playing every seed. Only rank 0 prints.
 *
 * Linked into the MPI build only: cmd_sim.c calls sim_mpi_run through a
 * weak reference, so the ordinary ringfall has no MPI in it, and the MPI
 * build starts MPI only when a launcher started it (mpirun, srun: its
 * environment says so); run by hand it is the ordinary command.
 */
#include <mpi.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

static bool launched(void)
{
    return getenv("OMPI_COMM_WORLD_SIZE") || getenv("PMI_SIZE") || getenv("PMIX_RANK") ||
           getenv("SLURM_PROCID");
}

/* Gather each rank's text (its shard record) to rank 0: texts[r], malloc'd. */
static char **gather(const char *mine, int rank, int size)
{
    int len = (int)strlen(mine) + 1;
    int *lens = rank == 0 ? calloc((size_t)size, sizeof *lens) : NULL;
    int *offs = rank == 0 ? calloc((size_t)size, sizeof *offs) : NULL;
    MPI_Gather(&len, 1, MPI_INT, lens, 1, MPI_INT, 0, MPI_COMM_WORLD);
    char *all = NULL;
    long total = 0;
    if (rank == 0) {
        for (int r = 0; r < size; r++) {
            offs[r] = (int)total;
            total += lens[r];
        }
        all = malloc((size_t)total);
    }
    MPI_Gatherv(mine, len, MPI_CHAR, all, lens, offs, MPI_CHAR, 0, MPI_COMM_WORLD);
    char **texts = NULL;
    if (rank == 0) {
        texts = calloc((size_t)size, sizeof *texts);
        for (int r = 0; r < size; r++) {
            size_t k = strlen(all + offs[r]) + 1;
            if ((texts[r] = malloc(k))) memcpy(texts[r], all + offs[r], k);
        }
    }
    free(all);
    free(lens);
    free(offs);
    return texts;
}

int sim_mpi_run(const cli_command *self, int argc, char **argv, bool *handled)
{
    *handled = false;
    if (!launched()) return CLI_OK;
    int size = 1, rank = 0;
    MPI_Init(NULL, NULL);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (size == 1) {
        MPI_Finalize();
        return CLI_OK;
    }
    *handled = true;
    /* every rank plays its shard: the run's options plus --shard rank+1/size */
    char shard[32];
    snprintf(shard, sizeof shard, "--shard=%d/%d", rank + 1, size);
    char **args = calloc((size_t)argc + 2, sizeof *args);
    for (int i = 0; i < argc; i++) args[i] = argv[i];
    args[argc] = shard;
    char *text = NULL;
    int rc = sim_shard_play(self, argc + 1, args, &text);
    int worst = rc;
    MPI_Allreduce(&rc, &worst, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    char **texts = gather(worst == CLI_OK && text ? text : "", rank, size);
    if (rank == 0 && worst == CLI_OK) worst = sim_merge_texts(self, (const char *const *)texts, NULL, size, stdout);
    if (texts)
        for (int r = 0; r < size; r++) free(texts[r]);
    free(texts);
    free(text);
    free(args);
    MPI_Finalize();
    return worst;
}
