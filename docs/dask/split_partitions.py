#!/usr/bin/env python3
"""urikit split on a Dask cluster over a bag of lines (the Spark `RDD.pipe` form): read_text + map_partitions.

`dask.bag.read_text(blocksize=...)` cuts the file into partitions at line ends; each partition's lines are piped
through `urikit split --line-offset N -o PART`, N being the number of lines of the partitions before it (counted
first with map_partitions, then handed to each task as a plain number). The parts, concatenated in order, are the
rows of one `urikit split` of the whole file (byte for byte for TSV --no-header and NDJSON; the same table for
Parquet).

    python3 split_partitions.py --scheduler-file cluster.json --urikit urikit --block 64M \
        urls.txt parts/ -- --no-header --format tsv

Exit status 0 when every task succeeded (a partition with invalid lines succeeds: urikit exits 1 and still writes
every row), else 1 with the first failing task's error. Options after `--` go to `urikit split`.
"""
import argparse
import os
import shlex
import subprocess
import sys

import dask
import dask.bag as db
from dask.distributed import Client

SUFFIX = {"tsv": "tsv", "csv": "csv", "ndjson": "ndjson", "parquet": "parquet", "arrow": "arrow", "arrows": "arrows"}


def count_lines(lines):
    """One partition's number of lines, as a one-element partition."""
    return [sum(1 for _ in lines)]


def pipe_partition(lines, urikit, line_offset, part, options):
    """One task: the partition's lines on the stdin of `urikit split`. Exit code 1 (some line invalid) is success."""
    # surrogateescape gives back the file's exact bytes, even where they are not UTF-8.
    data = "".join(lines).encode("utf-8", "surrogateescape")
    command = shlex.split(urikit) + ["split", "--no-progress", "--line-offset", str(line_offset), "-o", part] + options
    done = subprocess.run(command, input=data, stderr=subprocess.PIPE)
    if done.returncode not in (0, 1):
        raise RuntimeError(f"{shlex.join(command)} exited {done.returncode}: {done.stderr.decode(errors='replace').strip()}")
    return done.returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scheduler-file", required=True, help="the file `dask scheduler --scheduler-file` wrote")
    parser.add_argument("--urikit", default="urikit", help="the command that runs urikit on the workers")
    parser.add_argument("--block", default="64M", help="bytes per partition (read_text's blocksize)")
    parser.add_argument("--workers", type=int, default=1, help="wait for this many workers (at most 60 s)")
    parser.add_argument("input", help="the file (or glob) of URI references, one per line")
    parser.add_argument("out", help="the directory for the parts, on storage every worker can write")
    parser.add_argument("options", nargs="*", help="options for `urikit split` (after --)")
    args = parser.parse_args()
    fmt = next((args.options[i + 1] for i, o in enumerate(args.options[:-1]) if o == "--format"), "tsv")
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    with Client(scheduler_file=args.scheduler_file, timeout="60s") as client:
        client.wait_for_workers(args.workers, timeout=60)
        # Split at LF only (linedelimiter="\n"), keeping a CR and any byte that is not UTF-8 as it is.
        lines = db.read_text(args.input, blocksize=args.block, linedelimiter="\n", errors="surrogateescape")
        counts = lines.map_partitions(count_lines).compute()
        offsets = [sum(counts[:i]) for i in range(len(counts))]
        # The offsets go to each task as plain numbers (a second bag zipped in would move whole partitions around).
        tasks = [dask.delayed(pipe_partition)(partition, args.urikit, offsets[i],
                                              os.path.join(out, f"part-{i:05d}.{SUFFIX.get(fmt, 'out')}"), args.options)
                 for i, partition in enumerate(lines.to_delayed()) if counts[i] > 0]
        codes = dask.compute(*tasks)
    print(f"split_partitions: {len(tasks)} partitions, {sum(counts)} lines, "
          f"{sum(1 for c in codes if c == 1)} with invalid lines; parts in {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception as error:  # a failed task: its error, and a non-zero exit
        print(f"split_partitions: failed: {error}", file=sys.stderr)
        sys.exit(1)
