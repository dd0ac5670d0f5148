#!/usr/bin/env python3
"""Prints what a terminal shows while `fieldcheck prompt` runs, for the README: starts the
command on a pseudo-terminal (80x24), types the given keys, and after each step prints the
screen as pyte (pip install pyte) renders it. Keys: text as typed, and <Tab>, <S-Tab>,
<Enter>, <Esc>, <Up>, <Down>, <Del>, <C-x>.

    scripts/prompt-transcript.py 'fieldcheck prompt -t phone' '20155' '50123<Enter>'
"""
import os, pty, re, select, sys, time
import pyte

names = {"Tab": "\t", "S-Tab": "\x1b[Z", "Enter": "\r", "Esc": "\x1b", "Up": "\x1b[A",
         "Down": "\x1b[B", "Del": "\x1b[3~", "C-Space": "\x00"}

def keys(text):
    def one(m):
        name = m.group(1)
        if name in names: return names[name]
        if name.startswith("C-"): return chr(ord(name[2].lower()) & 0x1F)
        return m.group(0)
    return re.sub(r"<([^>]+)>", one, text)

binary = os.path.abspath(os.environ.get("FIELDCHECK", ".build/release/fieldcheck"))
command, steps = sys.argv[1], sys.argv[2:]
screen = pyte.Screen(80, 24)
stream = pyte.ByteStream(screen)
pid, fd = pty.fork()
if pid == 0:
    os.environ["NO_COLOR"] = "1"
    os.execv("/bin/bash", ["bash", "-c", f'fieldcheck() {{ "{binary}" "$@"; }}; {command}'])

def pump(seconds):
    end = time.time() + seconds
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                stream.feed(os.read(fd, 65536))
            except OSError:
                return

def show():
    lines = [line.rstrip() for line in screen.display]
    while lines and not lines[-1]: lines.pop()
    print("\n".join(lines)); print("-" * 40)

pump(0.5)
for step in steps:
    for key in keys(step):
        os.write(fd, key.encode()); pump(0.05)
    pump(0.4)
    show()
