"""Answering the comment that asked (a command, `/fix`): once, even when its job is retried.

GitHub may apply a POST and still answer 5xx or time out; the client does not retry
such a POST, the job does (and `redline jobs retry` may, by hand). Each answer therefore
carries a hidden marker naming the asking comment and which of its answers it is, and a
job asks `answered` before doing the work: if GitHub took an earlier attempt's answer,
that work is done (the answer comes last) and nothing is posted twice. A marker quoted
by a person does not count.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from bot.core.render import markers
from bot.core.render.commands import marked_answer
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
    def thread(self) -> int | None:
        """The review thread the answer goes to; None: the pull request's conversation."""
        return self.in_reply_to_id if self.kind == "review_comment" else None


def answer_marker(asking: AskingComment, part: str) -> str:
    return markers.answer_marker(asking.kind, asking.comment_id, part)


def already_answered(comments: Sequence[PostedComment], marker: str) -> bool:
    return any(comment.author_is_bot and marker in comment.body for comment in comments)


async def answered(client: Installation, asking: AskingComment, part: str) -> bool:
    """Whether a bot's comment already carries this answer's marker."""
    if asking.thread is not None:
        posted = await client.list_review_comments(asking.owner, asking.repo, asking.number)
    else:
        posted = await client.list_issue_comments(asking.owner, asking.repo, asking.number)
    return already_answered(posted, answer_marker(asking, part))


async def answer(client: Installation, asking: AskingComment, part: str, body: str) -> None:
    """Post `body` with its marker where the asking comment expects it."""
    text = marked_answer(body, answer_marker(asking, part))
    if (thread := asking.thread) is not None:
        await client.reply_to_review_comment(asking.owner, asking.repo, asking.number, thread, text)
    else:
        await client.create_issue_comment(asking.owner, asking.repo, asking.number, text)
