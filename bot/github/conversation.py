"""An installation's part in a pull request's conversation: reviews, review and issue
comments, and reactions to them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal

from bot.github.models import PostedComment, Reaction, ReactionTarget, Review
from bot.github.transport import InstallationTransport


class ConversationCalls(InstallationTransport):
    async def create_review(
        self,
        owner: str,
        repo: str,
        number: int,
        *,
        commit_id: str,
        body: str,
        event: Literal["COMMENT", "REQUEST_CHANGES", "APPROVE"],
        comments: Sequence[Mapping[str, Any]],
    ) -> int:
        response = await self._request(
            "POST",
            f"/repos/{owner}/{repo}/pulls/{number}/reviews",
            what="create review",
            json={"commit_id": commit_id, "body": body, "event": event, "comments": list(comments)},
        )
        return int(response.json()["id"])

    async def update_review(
        self, owner: str, repo: str, number: int, review_id: int, body: str
    ) -> None:
        """Replace a submitted review's body (only its author, this App, may)."""
        await self._request(
            "PUT",
            f"/repos/{owner}/{repo}/pulls/{number}/reviews/{review_id}",
            what="update review",
            json={"body": body},
        )

    async def list_reviews(self, owner: str, repo: str, number: int) -> list[Review]:
        return [
            Review.from_json(item)
            async for item in self._paginate(
                f"/repos/{owner}/{repo}/pulls/{number}/reviews", "list reviews"
            )
        ]

    async def list_review_comments(self, owner: str, repo: str, number: int) -> list[PostedComment]:
        return [
            PostedComment.from_review_json(item)
            async for item in self._paginate(
                f"/repos/{owner}/{repo}/pulls/{number}/comments", "list review comments"
            )
        ]

    async def reply_to_review_comment(
        self, owner: str, repo: str, number: int, comment_id: int, body: str
    ) -> int:
        response = await self._request(
            "POST",
            f"/repos/{owner}/{repo}/pulls/{number}/comments/{comment_id}/replies",
            what="reply to review comment",
            json={"body": body},
        )
        return int(response.json()["id"])

    async def create_issue_comment(self, owner: str, repo: str, number: int, body: str) -> int:
        response = await self._request(
            "POST",
            f"/repos/{owner}/{repo}/issues/{number}/comments",
            what="create issue comment",
            json={"body": body},
        )
        return int(response.json()["id"])

    async def update_issue_comment(self, owner: str, repo: str, comment_id: int, body: str) -> None:
        await self._request(
            "PATCH",
            f"/repos/{owner}/{repo}/issues/comments/{comment_id}",
            what="update issue comment",
            json={"body": body},
        )

    async def list_issue_comments(self, owner: str, repo: str, number: int) -> list[PostedComment]:
        return [
            PostedComment.from_issue_json(item)
            async for item in self._paginate(
                f"/repos/{owner}/{repo}/issues/{number}/comments", "list issue comments"
            )
        ]

    async def add_reaction(
        self, owner: str, repo: str, target: ReactionTarget, comment_id: int, content: str
    ) -> None:
        kind = "issues" if target == "issue_comment" else "pulls"
        await self._request(
            "POST",
            f"/repos/{owner}/{repo}/{kind}/comments/{comment_id}/reactions",
            what="add reaction",
            json={"content": content},
        )

    async def list_reactions(
        self,
        owner: str,
        repo: str,
        target: ReactionTarget,
        comment_id: int,
        etag: str | None = None,
    ) -> tuple[list[Reaction] | None, str | None]:
        """The comment's reactions and the ETag; (None, etag) when unchanged since `etag`."""
        kind = "issues" if target == "issue_comment" else "pulls"
        response = await self._request(
            "GET",
            f"/repos/{owner}/{repo}/{kind}/comments/{comment_id}/reactions",
            what="list reactions",
            params={"per_page": 100},
            headers={"If-None-Match": etag} if etag else None,
        )
        if response.status_code == 304:
            return None, etag
        reactions = [Reaction.from_json(item) for item in response.json()]
        return reactions, response.headers.get("etag")
