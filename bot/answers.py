"""Answering the comment that asked (a command, `/fix`): once, even when its job is retried.

GitHub may apply a POST and still answer 5xx or time out; the client does not retry
such a POST, the job does. Each answer therefore carries a hidden marker naming the
asking comment and which of its answers it is, and a retried job first looks for a
bot's comment with that marker: if GitHub took the earlier attempt's answer, it is not
posted again. A marker quoted by a person does not count.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from bot.core.render_comment import MAX_BODY_CHARS
from bot.core.render_text import clamp
from bot.github import Installation, PostedComment

CommentKind = Literal["issue_comment", "review_comment"]


@dataclass(frozen=True, slots=True)
class AskingComment:
    owner: str
    repo: str
    number: int
    kind: CommentKind
    comment_id: int
    in_reply_to_id: int | None
    """For a review comment: the top comment of its thread, where the answer goes."""

    @property
    def answers_in_thread(self) -> bool:
        return self.kind == "review_comment" and self.in_reply_to_id is not None


def answer_marker(asking: AskingComment, part: str) -> str:
    return f"<!-- redline:answer to={asking.kind}:{asking.comment_id} part={part} -->"


def marked_answer(body: str, marker: str) -> str:
    """The body with its marker, within GitHub's limit for a comment."""
    room = MAX_BODY_CHARS - len(marker) - 2
    return f"{clamp(body, room, chr(10) + '… (truncated)')}\n\n{marker}"


def already_answered(comments: list[PostedComment], marker: str) -> bool:
    return any(comment.author_is_bot and marker in comment.body for comment in comments)


async def answer(
    client: Installation, asking: AskingComment, part: str, body: str, *, retried: bool
) -> None:
    """Post `body` where the asking comment expects it, unless a retried job finds it posted."""
    marker = answer_marker(asking, part)
    owner, repo, number = asking.owner, asking.repo, asking.number
    if asking.answers_in_thread:
        assert asking.in_reply_to_id is not None
        if retried and already_answered(
            await client.list_review_comments(owner, repo, number), marker
        ):
            return
        await client.reply_to_review_comment(
            owner, repo, number, asking.in_reply_to_id, marked_answer(body, marker)
        )
        return
    if retried and already_answered(await client.list_issue_comments(owner, repo, number), marker):
        return
    await client.create_issue_comment(owner, repo, number, marked_answer(body, marker))
