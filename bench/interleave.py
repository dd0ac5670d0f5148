#!/usr/bin/env python3
"""Times commands in turn, round after round, and prints each one's median wall time in
seconds, one per line, in the order given.

    bench/interleave.py RUNS WARMUP PREPARE COMMAND...

Why not hyperfine: it runs all of one command's runs, then all of the next's, so a change
in the machine's speed between the two blocks (a shared host's other tenants; on this
machine one core's speed moved by half within minutes) lands in the ratio. Taking the
commands in turn, a round at a time, puts the same drift into every command's median.

Each COMMAND is split into words as a shell would (shlex) and run without a shell, as
hyperfine -N does. Redirections `< FILE`, `> FILE` and `2> FILE` (each a word apart) are
made here, as a shell makes them, so that no shell is started and timed with the command
(bash costs 1 to 2 ms a run); anything else a shell does (globs, pipes) needs
`bash -c "..."`. Output not redirected goes to a pipe that is read and dropped (GNU grep
stops at the first match when its output is /dev/null).
PREPARE (a shell command, untimed; '' for none) runs before every timed run. Exit
statuses are ignored (fieldcheck exits 1 when values fail).
"""
import shlex
import statistics
import subprocess
import sys
import time


def redirections(words):
    """The command's words without its redirections, and the files they name."""
    files = {}
    rest = []
    index = 0
    while index < len(words):
        if words[index] in ("<", ">", "2>") and index + 1 < len(words):
            files[words[index]] = words[index + 1]
            index += 2
        else:
            rest.append(words[index])
            index += 1
    return rest, files


def timed(command):
    words, files = command
    start = time.perf_counter()
    # (Opened in the timed span, as a shell opens them for the command.)
    stdin = open(files["<"], "rb") if "<" in files else subprocess.DEVNULL
    stdout = open(files[">"], "wb") if ">" in files else subprocess.PIPE
    stderr = open(files["2>"], "wb") if "2>" in files else subprocess.DEVNULL
    process = subprocess.Popen(words, stdout=stdout, stderr=stderr, stdin=stdin)
    for opened in (stdin, stdout, stderr):
        if hasattr(opened, "close"):
            opened.close()
    if process.stdout:
        while process.stdout.read(1 << 16):
            pass
    process.wait()
    return time.perf_counter() - start


def main():
    runs, warmup, prepare = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    commands = [redirections(shlex.split(command)) for command in sys.argv[4:]]
    times = [[] for _ in commands]
    for round_number in range(warmup + runs):
        for index, words in enumerate(commands):
            if prepare:
                subprocess.run(["bash", "-c", prepare], check=False)
            elapsed = timed(words)
            if round_number >= warmup:
                times[index].append(elapsed)
    for samples in times:
        print(statistics.median(samples))


if __name__ == "__main__":
    main()
