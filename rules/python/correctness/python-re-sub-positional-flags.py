import re
from re import IGNORECASE, sub


def normalise(text: str) -> str:
    # ruleid: python-re-sub-positional-flags
    text = re.sub(r"\s+", " ", text, re.MULTILINE)
    # ruleid: python-re-sub-positional-flags
    text = sub("hello", "hi", text, IGNORECASE)
    # ruleid: python-re-sub-positional-flags
    text, _ = re.subn(r"^#.*$", "", text, re.M | re.I)
    return text


def normalise_safely(text: str) -> str:
    # ok: python-re-sub-positional-flags
    text = re.sub(r"\s+", " ", text, flags=re.MULTILINE)
    # ok: python-re-sub-positional-flags
    text = re.sub("a", "b", text, 1)
    # ok: python-re-sub-positional-flags
    text = re.sub("a", "b", text, 0, re.IGNORECASE)
    # ok: python-re-sub-positional-flags
    return re.compile("hello", re.I).sub("hi", text)
