#!/usr/bin/env python3
"""Makes a stripped fieldcheck binary the same bytes whatever path it was built from.

Two things in it depend on the checkout's path even with the paths mapped (Makefile's
REPRODUCIBLE_FLAGS): `.swift_modhash`, hashes of each LLVM module that the Swift compiler
keeps for incremental code generation (nothing reads them at run time), and the GNU build
ID, a hash the linker takes of everything, those hashes included. The first is zeroed in
place (the layout stays as linked); the build ID becomes the SHA-1 of the file with its
own bytes zeroed, as debugedit's --build-id computes one.
    packaging/reproducible-elf.py BINARY
"""
import hashlib
import struct
import sys


def sections(data):
    """name -> (offset, size) of an ELF64 little-endian file's sections."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise SystemExit("reproducible-elf: not a 64-bit little-endian ELF file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    headers = [struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names_offset = headers[shstrndx][4]
    found = {}
    for name, _, _, _, offset, size in headers:
        end = data.index(b"\0", names_offset + name)
        found[data[names_offset + name:end].decode()] = (offset, size)
    return found


def main():
    path = sys.argv[1]
    with open(path, "rb") as handle:
        data = bytearray(handle.read())
    found = sections(data)
    if ".swift_modhash" in found:
        offset, size = found[".swift_modhash"]
        data[offset:offset + size] = bytes(size)
    if ".note.gnu.build-id" in found:
        offset, size = found[".note.gnu.build-id"]
        namesz, descsz, kind = struct.unpack_from("<III", data, offset)
        start = offset + 12 + ((namesz + 3) & ~3)
        if kind != 3 or start + descsz > offset + size:
            raise SystemExit("reproducible-elf: the build ID note is not as expected")
        data[start:start + descsz] = bytes(descsz)
        digest = hashlib.sha1(data).digest()
        data[start:start + descsz] = (digest * (descsz // 20 + 1))[:descsz]
    with open(path, "wb") as handle:
        handle.write(data)


if __name__ == "__main__":
    main()
