"""Reviews and review comments, with GitHub's anchoring rules enforced."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from starlette.responses import Response

from tests.fakes.github_diff import DiffFile, ParsedDiff, Side
from tests.fakes.github_http import (
    Call,
    Endpoint,
    error,
    json_response,
    not_found,
    paginate,
    too_long_bodies,
    unprocessable,
)
from tests.fakes.github_pulls import find_pull
from tests.fakes.github_records import (
    PullRequest,
    Review,
    ReviewComment,
    ReviewEvent,
    ReviewState,
    ReviewThread,
    User,
)
from tests.fakes.github_render import node_id, review_comment_json, review_json

_STATE_OF_EVENT = {
    ReviewEvent.APPROVE: ReviewState.APPROVED,
    ReviewEvent.REQUEST_CHANGES: ReviewState.CHANGES_REQUESTED,
    ReviewEvent.COMMENT: ReviewState.COMMENTED,
}


@dataclass(frozen=True, slots=True)
class Anchor:
    file: DiffFile
    side: Side
    line: int
    start_side: Side | None
    start_line: int | None
    position: int


def _side(value: Any) -> Side | None:
    return Side(value) if value in (Side.LEFT.value, Side.RIGHT.value) else None


def anchor(diff: ParsedDiff, spec: dict[str, Any]) -> Anchor | str:
    """Where GitHub would put this draft comment on `diff`, or why it answers 422."""
    file = diff.file(spec["path"])
    if file is None:
        return "Path could not be resolved"
    if spec.get("line") is None and spec.get("position") is not None:
        at = file.positions.get(spec["position"])
        if at is None:
            return "Position could not be resolved"
        return Anchor(file, at.side, at.line, None, None, spec["position"])
    if spec.get("line") is None:
        return "Line could not be resolved"
    side = _side(spec.get("side", Side.RIGHT.value))
    if side is None:
        return "Side must be LEFT or RIGHT"
    line = spec["line"]
    if (side, line) not in file.hunk_of:
        return "Line could not be resolved"
    start_line = spec.get("start_line")
    if start_line is None:
        return Anchor(file, side, line, None, None, file.position_of[(side, line)])
    start_side = _side(spec.get("start_side", side.value))
    if start_side is None:
        return "Start side must be LEFT or RIGHT"
    if start_side is not side:
        return "start_side must be the same as side"
    if start_line >= line:
        return "start_line must precede the end line"
    if (start_side, start_line) not in file.hunk_of:
        return "Start line could not be resolved"
    if file.hunk_of[(start_side, start_line)] != file.hunk_of[(side, line)]:
        return "start_line must be part of the same hunk as the line"
    return Anchor(file, side, line, start_side, start_line, file.position_of[(side, line)])


def _new_comment(
    call: Call, pull: PullRequest, review_id: int, user: User, body: str, at: Anchor, commit_id: str
) -> ReviewComment:
    """A comment anchored at `commit_id`; outdated at once when the file changed since."""
    state = call.state
    current = pull.diff.file(at.file.filename)
    outdated = current is None or current.patch != at.file.patch
    now = state.now()
    comment_id = state.next_id()
    thread = ReviewThread(
        node_id=node_id("PRRT", comment_id), pull_request=pull, comment_ids=[comment_id]
    )
    state.threads[thread.node_id] = thread
    comment = ReviewComment(
        id=comment_id,
        pull_request=pull,
        review_id=review_id,
        user=user,
        body=body,
        path=at.file.filename,
        side=at.side,
        line=None if outdated else at.line,
        original_line=at.line,
        start_line=at.start_line,
        start_side=at.start_side,
        position=None if outdated else at.position,
        original_position=at.position,
        diff_hunk=at.file.hunk_text_until(at.side, at.line),
        commit_id=commit_id,
        original_commit_id=commit_id,
        in_reply_to_id=None,
        thread_id=thread.node_id,
        created_at=now,
        updated_at=now,
    )
    state.review_comments[comment.id] = comment
    return comment


async def create_review(call: Call) -> Response:
    body: dict[str, Any] = call.body or {}
    specs: list[dict[str, Any]] = body.get("comments", [])
    if (
        too_long := too_long_bodies(body.get("body"), *(spec["body"] for spec in specs))
    ) is not None:
        return too_long
    event = ReviewEvent(body["event"]) if "event" in body else None
    if event is ReviewEvent.REQUEST_CHANGES and not body.get("body"):
        return unprocessable("Review body is required for REQUEST_CHANGES")
    if event is ReviewEvent.COMMENT and not body.get("body") and not specs:
        return unprocessable("Review body is required for COMMENT without comments")
    with call.state.lock:
        pull = find_pull(call)
        if pull is None:
            return not_found()
        commit_id = body.get("commit_id", pull.head_sha)
        if not call.state.knows_sha(call.repo, commit_id):
            return unprocessable(f"No commit found for SHA: {commit_id}")
        diff = pull.diff_at(commit_id)
        if diff is None:
            return unprocessable(f"Commit {commit_id} is not a head of this pull request")
        anchors = [anchor(diff, spec) for spec in specs]
        reasons = [found for found in anchors if isinstance(found, str)]
        if reasons:
            return unprocessable(*reasons)
        review = Review(
            id=call.state.next_id(),
            pull_request=pull,
            user=call.state.bot_user,
            body=body.get("body", ""),
            state=ReviewState.PENDING if event is None else _STATE_OF_EVENT[event],
            commit_id=commit_id,
            submitted_at=None if event is None else call.state.now(),
        )
        call.state.reviews.append(review)
        for spec, at in zip(specs, anchors, strict=True):
            assert isinstance(at, Anchor)
            _new_comment(call, pull, review.id, call.state.bot_user, spec["body"], at, commit_id)
        return json_response(call, review_json(review))


async def list_reviews(call: Call) -> Response:
    with call.state.lock:
        pull = find_pull(call)
        if pull is None:
            return not_found()
        reviews = paginate(call, call.state.reviews_of(pull))
        return json_response(call, [review_json(review) for review in reviews])


def _review_of_pull(call: Call) -> Review | None:
    """The review `review_id` if it belongs to the pull request in the path."""
    pull = find_pull(call)
    if pull is None:
        return None
    review_id = call.int_param("review_id")
    for review in call.state.reviews:
        if review.id == review_id and review.pull_request is pull:
            return review
    return None


async def get_review(call: Call) -> Response:
    with call.state.lock:
        review = _review_of_pull(call)
        return not_found() if review is None else json_response(call, review_json(review))


async def update_review(call: Call) -> Response:
    """Only the review's author may edit its body; an App editing a person's review gets 403."""
    if (too_long := too_long_bodies(call.body["body"])) is not None:
        return too_long
    with call.state.lock:
        review = _review_of_pull(call)
        if review is None:
            return not_found()
        if review.user is not call.state.bot_user:
            return error(403, "Resource not accessible by integration")
        review.body = call.body["body"]
        return json_response(call, review_json(review))


async def list_review_comments(call: Call) -> Response:
    with call.state.lock:
        pull = find_pull(call)
        if pull is None:
            return not_found()
        comments = paginate(call, call.state.review_comments_of(pull))
        return json_response(call, [review_comment_json(comment) for comment in comments])


def _comment_in_repo(call: Call) -> ReviewComment | None:
    comment = call.state.review_comments.get(call.int_param("comment_id"))
    return comment if comment is not None and comment.pull_request.repository is call.repo else None


async def get_review_comment(call: Call) -> Response:
    with call.state.lock:
        comment = _comment_in_repo(call)
        return not_found() if comment is None else json_response(call, review_comment_json(comment))


async def update_review_comment(call: Call) -> Response:
    if (too_long := too_long_bodies(call.body["body"])) is not None:
        return too_long
    with call.state.lock:
        comment = _comment_in_repo(call)
        if comment is None:
            return not_found()
        comment.body = call.body["body"]
        comment.updated_at = call.state.now()
        return json_response(call, review_comment_json(comment))


async def reply_to_review_comment(call: Call) -> Response:
    if (too_long := too_long_bodies(call.body["body"])) is not None:
        return too_long
    with call.state.lock:
        pull = find_pull(call)
        parent = _comment_in_repo(call)
        if pull is None or parent is None or parent.pull_request is not pull:
            return not_found()
        if parent.in_reply_to_id is not None:
            return error(422, "Validation Failed", ["in_reply_to_id: a reply cannot be replied to"])
        now = call.state.now()
        reply = ReviewComment(
            id=call.state.next_id(),
            pull_request=pull,
            review_id=call.state.next_id(),
            user=call.state.bot_user,
            body=call.body["body"],
            path=parent.path,
            side=parent.side,
            line=parent.line,
            original_line=parent.original_line,
            start_line=parent.start_line,
            start_side=parent.start_side,
            position=parent.position,
            original_position=parent.original_position,
            diff_hunk=parent.diff_hunk,
            commit_id=parent.commit_id,
            original_commit_id=parent.original_commit_id,
            in_reply_to_id=parent.id,
            thread_id=parent.thread_id,
            created_at=now,
            updated_at=now,
        )
        call.state.review_comments[reply.id] = reply
        call.state.threads[parent.thread_id].comment_ids.append(reply.id)
        return json_response(call, review_comment_json(reply), status=201)


_PULL = "/repos/{owner}/{repo}/pulls/{pull_number}"
ENDPOINTS = (
    Endpoint("post", f"{_PULL}/reviews", create_review),
    Endpoint("get", f"{_PULL}/reviews", list_reviews),
    Endpoint("get", f"{_PULL}/reviews/{{review_id}}", get_review),
    Endpoint("put", f"{_PULL}/reviews/{{review_id}}", update_review),
    Endpoint("get", f"{_PULL}/comments", list_review_comments),
    Endpoint("post", f"{_PULL}/comments/{{comment_id}}/replies", reply_to_review_comment),
    Endpoint("get", "/repos/{owner}/{repo}/pulls/comments/{comment_id}", get_review_comment),
    Endpoint("patch", "/repos/{owner}/{repo}/pulls/comments/{comment_id}", update_review_comment),
)
