"""Answer markers: what lets a retried job find the answer it already posted."""

from __future__ import annotations

from bot.commands.answers import AskingComment, already_answered, answer_marker
from bot.core.render.commands import marked_answer
from bot.core.render.comment import MAX_BODY_CHARS
from bot.github import PostedComment

ASKING = AskingComment("acme", "shop", 7, "issue_comment", 42, None)


def test_each_answer_of_a_comment_has_its_own_marker() -> None:
    markers = {
        answer_marker(ASKING, "1-help"),
        answer_marker(ASKING, "2-help"),
        answer_marker(AskingComment("acme", "shop", 7, "review_comment", 42, 40), "1-help"),
        answer_marker(AskingComment("acme", "shop", 7, "issue_comment", 43, None), "1-help"),
    }
    assert len(markers) == 4


def test_only_a_bots_comment_with_the_marker_counts_as_answered() -> None:
    marker = answer_marker(ASKING, "fix")
    ours = PostedComment(1, marked_answer("Done.", marker), "redline[bot]", author_is_bot=True)
    quoted = PostedComment(2, f"> {marker}\nwhy?", "maria", author_is_bot=False)
    other = PostedComment(3, marked_answer("Done.", answer_marker(ASKING, "1-help")), "r", True)
    assert already_answered([ours], marker)
    assert not already_answered([quoted, other], marker)


def test_a_marked_answer_stays_within_githubs_limit_and_keeps_its_marker() -> None:
    marker = answer_marker(ASKING, "1-explain")
    body = marked_answer("x" * MAX_BODY_CHARS, marker)
    assert len(body) <= MAX_BODY_CHARS and body.endswith(marker)
    assert marked_answer("short", marker) == f"short\n\n{marker}"
