"""The review that brings the model's part of a review it missed (it was unavailable)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.core.render.markers import model_review_marker
from bot.core.render.text import code_span, sanitise_title
from bot.core.report import ShownFinding, Visibility


def model_review_body(head_sha: str, shown: Sequence[ShownFinding]) -> str:
    """Counts what the model found now that was not posted before; listed ones by title."""
    inline = [s for s in shown if s.visibility is Visibility.INLINE]
    listed = [s for s in shown if s.visibility is not Visibility.INLINE]
    found = len(inline) + len(listed)
    lines = [
        f"**Redline**: the model was unavailable when {code_span(head_sha[:12])} was reviewed; "
        f"this is its review now: {found} new finding"
        + ("" if found == 1 else "s")
        + (f" ({len(inline)} inline)." if inline else ".")
    ]
    lines += [
        f"- {code_span(s.finding.location.path)}: {sanitise_title(s.finding.title)}" for s in listed
    ]
    return "\n\n".join(["\n".join(lines), model_review_marker(head_sha)])
