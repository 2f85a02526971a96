"""What GitHub's answers mean to Redline: narrow, typed results built from the JSON.

Only the fields Redline reads; each `from_json` is the one place an answer's shape is known.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

ReactionTarget = Literal["issue_comment", "review_comment"]
JSONObject = Mapping[str, Any]
"""One object of GitHub's JSON, as it comes; it does not leave this package."""


def _is_bot(user: JSONObject | None) -> bool:
    return (user or {}).get("type") == "Bot"


@dataclass(frozen=True, slots=True)
class PullInfo:
    number: int
    state: str
    draft: bool
    title: str
    body: str
    author: str
    author_is_bot: bool
    base_ref: str
    base_sha: str
    head_ref: str
    head_sha: str
    head_repo_full_name: str | None
    maintainer_can_modify: bool
    html_url: str

    @classmethod
    def from_json(cls, data: JSONObject) -> PullInfo:
        head_repo = data["head"].get("repo") or {}
        return cls(
            number=data["number"],
            state=data["state"],
            draft=bool(data.get("draft")),
            title=data.get("title") or "",
            body=data.get("body") or "",
            author=data["user"]["login"],
            author_is_bot=_is_bot(data["user"]),
            base_ref=data["base"]["ref"],
            base_sha=data["base"]["sha"],
            head_ref=data["head"]["ref"],
            head_sha=data["head"]["sha"],
            head_repo_full_name=head_repo.get("full_name"),
            maintainer_can_modify=bool(data.get("maintainer_can_modify")),
            html_url=data.get("html_url", ""),
        )


@dataclass(frozen=True, slots=True)
class PullFileInfo:
    filename: str
    previous_filename: str | None
    status: str
    additions: int
    deletions: int
    changes: int
    patch: str | None

    @classmethod
    def from_json(cls, item: JSONObject) -> PullFileInfo:
        return cls(
            filename=item["filename"],
            previous_filename=item.get("previous_filename"),
            status=item["status"],
            additions=item.get("additions", 0),
            deletions=item.get("deletions", 0),
            changes=item.get("changes", 0),
            patch=item.get("patch"),
        )


@dataclass(frozen=True, slots=True)
class PostedComment:
    id: int
    body: str
    author: str
    author_is_bot: bool = False
    path: str | None = None
    line: int | None = None
    in_reply_to_id: int | None = None
    html_url: str = ""
    review_id: int | None = None

    @classmethod
    def from_issue_json(cls, item: JSONObject) -> PostedComment:
        return cls(
            id=item["id"],
            body=item.get("body") or "",
            author=item["user"]["login"],
            author_is_bot=_is_bot(item["user"]),
            html_url=item.get("html_url", ""),
        )

    @classmethod
    def from_review_json(cls, item: JSONObject) -> PostedComment:
        return cls(
            id=item["id"],
            body=item.get("body") or "",
            author=item["user"]["login"],
            author_is_bot=_is_bot(item["user"]),
            path=item.get("path"),
            line=item.get("line"),
            in_reply_to_id=item.get("in_reply_to_id"),
            html_url=item.get("html_url", ""),
            review_id=item.get("pull_request_review_id"),
        )


@dataclass(frozen=True, slots=True)
class Review:
    """A submitted pull request review."""

    id: int
    body: str
    author_is_bot: bool
    html_url: str

    @classmethod
    def from_json(cls, item: JSONObject) -> Review:
        return cls(
            id=int(item["id"]),
            body=item.get("body") or "",
            author_is_bot=_is_bot(item.get("user")),
            html_url=str(item.get("html_url", "")),
        )


@dataclass(frozen=True, slots=True)
class CheckRunInfo:
    id: int
    status: str
    external_id: str

    @classmethod
    def from_json(cls, item: JSONObject) -> CheckRunInfo:
        return cls(id=item["id"], status=item["status"], external_id=item.get("external_id") or "")


@dataclass(frozen=True, slots=True)
class CheckRunAnnotation:
    """An annotation as GitHub lists it back: the fields that tell two apart, and its level."""

    path: str | None
    start_line: int | None
    end_line: int | None
    title: str | None
    message: str | None
    annotation_level: str | None

    @classmethod
    def from_json(cls, item: JSONObject) -> CheckRunAnnotation:
        return cls(
            path=item.get("path"),
            start_line=item.get("start_line"),
            end_line=item.get("end_line"),
            title=item.get("title"),
            message=item.get("message"),
            annotation_level=item.get("annotation_level"),
        )


@dataclass(frozen=True, slots=True)
class Reaction:
    content: str
    user: str
    user_is_bot: bool

    @classmethod
    def from_json(cls, item: JSONObject) -> Reaction:
        return cls(
            content=item["content"], user=item["user"]["login"], user_is_bot=_is_bot(item["user"])
        )


@dataclass(frozen=True, slots=True)
class ReviewThread:
    node_id: str
    is_resolved: bool
    comment_ids: tuple[int, ...]

    @classmethod
    def from_json(cls, node: JSONObject) -> ReviewThread:
        return cls(
            node_id=node["id"],
            is_resolved=bool(node["isResolved"]),
            comment_ids=tuple(c["databaseId"] for c in node["comments"]["nodes"]),
        )


@dataclass(frozen=True, slots=True)
class HookDelivery:
    """One attempt to deliver an event to the App's webhook; `guid` is the event's
    X-GitHub-Delivery, shared by its redeliveries."""

    id: int
    guid: str
    delivered_at: datetime
    redelivery: bool
    status_code: int
    event: str

    @property
    def succeeded(self) -> bool:
        return 200 <= self.status_code < 400

    @classmethod
    def from_json(cls, item: JSONObject) -> HookDelivery:
        return cls(
            id=int(item["id"]),
            guid=str(item["guid"]),
            delivered_at=datetime.fromisoformat(item["delivered_at"]),
            redelivery=bool(item["redelivery"]),
            status_code=int(item["status_code"] or 0),
            event=str(item["event"]),
        )


@dataclass(frozen=True, slots=True)
class AppCredentials:
    """What the App-manifest conversion hands back: the new App and its secrets."""

    id: str
    slug: str
    pem: str
    webhook_secret: str
    client_id: str
    client_secret: str

    @classmethod
    def from_json(cls, data: JSONObject) -> AppCredentials:
        return cls(
            id=str(data["id"]),
            slug=str(data.get("slug", "redline")),
            pem=str(data["pem"]),
            webhook_secret=str(data["webhook_secret"]),
            client_id=str(data.get("client_id", "")),
            client_secret=str(data.get("client_secret", "")),
        )
