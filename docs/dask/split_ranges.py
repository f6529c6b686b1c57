#!/usr/bin/env python3
"""urikit split on a Dask cluster, one task per byte range of the file (the Hadoop input-split form).

Each task runs `urikit split --range START:END --line-offset N -o PART` on its own range of the file: the file is
read where it lies (a shared disk), never sent through the scheduler. A first pass counts the lines that start in
each range, so that every part numbers its lines globally; the parts, concatenated in order, are the rows of one
`urikit split` of the whole file (byte for byte for TSV --no-header and NDJSON; the same table for Parquet).

    python3 split_ranges.py --scheduler-file cluster.json --urikit urikit --block 64M \
        urls.txt parts/ -- --no-header --format tsv

Exit status 0 when every task succeeded (a task whose lines are partly invalid succeeds: urikit exits 1 and still
writes every row), else 1 with the first failing task's error. Options after `--` go to `urikit split`.
"""
import argparse
import os
import shlex
import subprocess
import sys

from dask.distributed import Client

SUFFIX = {"tsv": "tsv", "csv": "csv", "ndjson": "ndjson", "parquet": "parquet", "arrow": "arrow", "arrows": "arrows"}


def size_of(text):
    """'64M' -> 67108864 (K, M, G are powers of 1024)."""
    units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
    return int(text[:-1]) * units[text[-1].upper()] if text[-1].upper() in units else int(text)


def lines_starting_in(path, start, end):
    """How many lines start in bytes [start, end) of the file: at byte 0, or just after an LF (urikit's rule)."""
    size = os.path.getsize(path)
    end = min(end, size)
    if start >= end:
        return 0
    lines = 1 if start == 0 else 0
    with open(path, "rb") as f:
        # An LF at byte q starts a line at q + 1; count those with q + 1 in [start, end).
        f.seek(max(start - 1, 0))
        left = end - 1 - max(start - 1, 0)
        while left > 0:
            chunk = f.read(min(left, 1 << 24))
            if not chunk:
                break
            lines += chunk.count(b"\n")
            left -= len(chunk)
    return lines


def split_range(urikit, path, start, end, line_offset, part, options):
    """One task: `urikit split` over one byte range. Exit code 1 (some line invalid) is success."""
    command = shlex.split(urikit) + ["split", "--no-progress", "--range", f"{start}:{end}",
                                     "--line-offset", str(line_offset), "-o", part] + options + [path]
    done = subprocess.run(command, stdin=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if done.returncode not in (0, 1):
        raise RuntimeError(f"{shlex.join(command)} exited {done.returncode}: {done.stderr.decode(errors='replace').strip()}")
    return done.returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scheduler-file", required=True, help="the file `dask scheduler --scheduler-file` wrote")
    parser.add_argument("--urikit", default="urikit", help="the command that runs urikit on the workers")
    parser.add_argument("--block", default="64M", help="bytes per task (K, M, G suffixes)")
    parser.add_argument("--workers", type=int, default=1, help="wait for this many workers (at most 60 s)")
    parser.add_argument("input", help="the file of URI references, one per line, readable by every worker")
    parser.add_argument("out", help="the directory for the parts, on storage every worker can write")
    parser.add_argument("options", nargs="*", help="options for `urikit split` (after --)")
    args = parser.parse_args()
    path = os.path.abspath(args.input)
    block = size_of(args.block)
    size = os.path.getsize(path)
    ranges = [(start, min(start + block, size)) for start in range(0, size, block)] or [(0, 0)]
    fmt = next((args.options[i + 1] for i, o in enumerate(args.options[:-1]) if o == "--format"), "tsv")
    os.makedirs(args.out, exist_ok=True)
    with Client(scheduler_file=args.scheduler_file, timeout="60s") as client:
        client.wait_for_workers(args.workers, timeout=60)
        # Pass 1: lines per range (plain numbers back to the client), then each range's first line number.
        counts = client.gather(client.map(lines_starting_in, [path] * len(ranges), *zip(*ranges), pure=False))
        offsets = [sum(counts[:i]) for i in range(len(ranges))]
        # Pass 2: one `urikit split` per range, each writing its own part.
        parts = [os.path.join(os.path.abspath(args.out), f"part-{i:05d}.{SUFFIX.get(fmt, 'out')}") for i in range(len(ranges))]
        codes = client.gather(client.map(split_range, [args.urikit] * len(ranges), [path] * len(ranges),
                                         [r[0] for r in ranges], [r[1] for r in ranges], offsets, parts,
                                         [args.options] * len(ranges), pure=False))
    print(f"split_ranges: {len(ranges)} ranges, {sum(counts)} lines, "
          f"{sum(1 for c in codes if c == 1)} with invalid lines; parts in {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception as error:  # a failed task: its error, and a non-zero exit
        print(f"split_ranges: failed: {error}", file=sys.stderr)
        sys.exit(1)
