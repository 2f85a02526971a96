"""The hidden HTML markers Redline leaves in what it posts, and their parsers.

A marker names what a comment or review of ours is about, so a later run finds it again.
Each parser returns the last marker in a body (a quoted one comes before ours).
"""

from __future__ import annotations

import re
from typing import Final

_FINGERPRINT: Final = re.compile(r"[0-9a-f]{1,64}")
_SHA: Final = re.compile(r"[0-9A-Za-z]{4,64}")
_FINDING: Final = re.compile(r"<!-- redline:fp=([0-9a-f]{1,64}) -->")
_SUMMARY: Final = re.compile(r"<!-- redline:summary head=([0-9A-Za-z]{4,64}) -->")
_PUSH: Final = re.compile(r"<!-- redline:push head=([0-9A-Za-z]{4,64}) -->")
_MODEL_REVIEW: Final = re.compile(r"<!-- redline:model-review head=([0-9A-Za-z]{4,64}) -->")


def _last(pattern: re.Pattern[str], body: str) -> str | None:
    found = pattern.findall(body)
    return found[-1] if found else None


def finding_marker(fingerprint: str) -> str:
    """Ends an inline comment: the fingerprint of the finding it is about."""
    if not _FINGERPRINT.fullmatch(fingerprint):
        raise ValueError(f"not a fingerprint: {fingerprint!r}")
    return f"<!-- redline:fp={fingerprint} -->"


def parse_finding_marker(body: str) -> str | None:
    """The fingerprint of the finding a comment of ours is about (the last marker wins)."""
    return _last(_FINDING, body)


def summary_marker(head_sha: str) -> str:
    """Ends the summary review: the head SHA it was written for."""
    if not _SHA.fullmatch(head_sha):
        raise ValueError(f"not a commit SHA: {head_sha!r}")
    return f"<!-- redline:summary head={head_sha} -->"


def parse_summary_marker(body: str) -> str | None:
    """The head SHA a review body of ours was written for."""
    return _last(_SUMMARY, body)


def push_marker(head_sha: str) -> str:
    """Ends a later push's short review: the head SHA it was written for."""
    return f"<!-- redline:push head={head_sha} -->"


def parse_push_marker(body: str) -> str | None:
    """The head SHA a short per-push review of ours was written for."""
    return _last(_PUSH, body)


def model_review_marker(head_sha: str) -> str:
    """Ends the review that brings a missed model review: the head SHA it is for."""
    return f"<!-- redline:model-review head={head_sha} -->"


def parse_model_review_marker(body: str) -> str | None:
    return _last(_MODEL_REVIEW, body)


def answer_marker(kind: str, comment_id: int, part: str) -> str:
    """Ends an answer: the comment it answers (`kind`: issue_comment, review_comment), the part."""
    return f"<!-- redline:answer to={kind}:{comment_id} part={part} -->"
