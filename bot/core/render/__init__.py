"""Rendering: selected findings → review comments, the review summary, the check run.

Pure: no I/O, no clock. Text from the pull request or the model is untrusted and is
neutralised on the way in (see `render.text`). The pieces live in modules of this package;
this one is the interface the orchestrator imports.
"""

from __future__ import annotations

from bot.core.render.checks import (
    AnnotationLevel,
    CheckConclusion,
    CheckRunOutput,
    annotation_batches,
    annotation_key,
    check_run_output,
)
from bot.core.render.comment import MAX_BODY_CHARS, render_comment, review_comment_payload
from bot.core.render.markers import parse_finding_marker, parse_summary_marker
from bot.core.render.summary import render_summary

__all__ = [
    "MAX_BODY_CHARS",
    "AnnotationLevel",
    "CheckConclusion",
    "CheckRunOutput",
    "annotation_batches",
    "annotation_key",
    "check_run_output",
    "parse_finding_marker",
    "parse_summary_marker",
    "render_comment",
    "render_summary",
    "review_comment_payload",
]
