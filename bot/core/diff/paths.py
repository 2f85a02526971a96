"""File paths as git writes them in diff headers: prefixes, C-style quoting, spaces."""

from __future__ import annotations

import re

DEV_NULL = "/dev/null"

_PREFIX = re.compile(r"^[abciow12]/")
_ESCAPES = {
    "a": 0x07,
    "b": 0x08,
    "t": 0x09,
    "n": 0x0A,
    "v": 0x0B,
    "f": 0x0C,
    "r": 0x0D,
    '"': 0x22,
    "\\": 0x5C,
}
_OCTAL = frozenset("01234567")


def unquote(path: str) -> str:
    """Undo git's C-style quoting (`"caf\\303\\251.txt"` → `café.txt`); plain paths pass through."""
    if len(path) < 2 or not (path.startswith('"') and path.endswith('"')):
        return path
    body = path[1:-1]
    out = bytearray()
    index = 0
    while index < len(body):
        char = body[index]
        if char != "\\" or index + 1 == len(body):
            out += char.encode("utf-8", "surrogateescape")
            index += 1
            continue
        escaped = body[index + 1]
        octal = body[index + 1 : index + 4]
        if len(octal) == 3 and set(octal) <= _OCTAL:
            out.append(int(octal, 8) & 0xFF)
            index += 4
        elif escaped in _ESCAPES:
            out.append(_ESCAPES[escaped])
            index += 2
        else:
            out += escaped.encode("utf-8", "surrogateescape")
            index += 2
    return out.decode("utf-8", "surrogateescape")


def strip_prefixes(old: str, new: str) -> tuple[str, str]:
    """Drop git's `a/` `b/` (or mnemonic) prefixes, only when every real side has one."""
    sides = [path for path in (old, new) if path != DEV_NULL]
    if not sides or not all(_PREFIX.match(path) for path in sides):
        return old, new
    return (
        old if old == DEV_NULL else old[2:],
        new if new == DEV_NULL else new[2:],
    )


def split_git_header(header: str) -> tuple[str, str] | None:
    """The two paths of a `diff --git <old> <new>` line, unquoted, prefixes kept.

    Unquoted paths may hold spaces, so `a/x y b/x y` is split where both halves agree,
    as git itself does; a rename's paths come from its `rename from/to` lines instead.
    """
    rest = header.removeprefix("diff --git ").rstrip("\r\n")
    if rest.startswith('"'):
        end = _closing_quote(rest)
        if end is None:
            return None
        old, new = rest[: end + 1], rest[end + 2 :]
        return unquote(old), unquote(new)
    if rest.endswith('"'):
        start = rest.rfind(' "')
        if start < 0:
            return None
        return rest[:start], unquote(rest[start + 1 :])
    half = (len(rest) - 1) // 2
    if len(rest) % 2 == 1 and rest[half] == " " and rest[2:half] == rest[half + 3 :]:
        return rest[:half], rest[half + 1 :]
    separator = rest.rfind(" b/")
    if separator < 0:
        separator = rest.find(" ")
    if separator < 0:
        return None
    return rest[:separator], rest[separator + 1 :]


def _closing_quote(text: str) -> int | None:
    index = 1
    while index < len(text):
        if text[index] == "\\":
            index += 2
            continue
        if text[index] == '"':
            return index
        index += 1
    return None
