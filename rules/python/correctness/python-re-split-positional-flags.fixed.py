import re
from re import split


def tokens(line: str) -> list[str]:
    # ruleid: python-re-split-positional-flags
    words = re.split(r"and|or", line, flags=re.IGNORECASE)
    # ruleid: python-re-split-positional-flags
    return words + split(r"\s*;\s*", line, flags=re.X | re.M)


def tokens_safely(line: str) -> list[str]:
    # ok: python-re-split-positional-flags
    words = re.split(r"and|or", line, flags=re.IGNORECASE)
    # ok: python-re-split-positional-flags
    head = re.split(r"\s+", line, 1)
    # ok: python-re-split-positional-flags
    return words + head + line.split(",", 2)
