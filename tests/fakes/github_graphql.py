"""Just enough of GitHub's GraphQL API for review threads: list a PR's threads (with their
comments' `databaseId`, to map a REST comment to its thread) and (un)resolve one.

Not a GraphQL engine: the operation is recognised by its root field and its arguments are read
from the query text or the variables; the answer holds a fixed superset of the usual fields."""

from __future__ import annotations

import re
from typing import Any

from starlette.responses import Response

from tests.fakes.github_http import AuthKind, Call, Endpoint, json_response
from tests.fakes.github_records import PullRequest, ReviewThread
from tests.fakes.github_render import node_id, timestamp


def _argument(query: str, variables: dict[str, Any], name: str) -> Any:
    match = re.search(rf'\b{name}\s*:\s*(?:"([^"]*)"|\$(\w+)|(\d+))', query)
    if match is None:
        return None
    literal, variable, number = match.groups()
    if variable is not None:
        return variables.get(variable)
    return literal if literal is not None else int(number)


def _not_found(field: str, message: str) -> dict[str, Any]:
    return {
        "data": {field: None},
        "errors": [{"type": "NOT_FOUND", "path": [field], "message": message}],
    }


def _thread_json(call: Call, thread: ReviewThread) -> dict[str, Any]:
    comments = [call.state.review_comments[comment_id] for comment_id in thread.comment_ids]
    first = comments[0]
    return {
        "id": thread.node_id,
        "isResolved": thread.is_resolved,
        "isOutdated": first.line is None,
        "path": first.path,
        "line": first.line,
        "originalLine": first.original_line,
        "startLine": first.start_line,
        "diffSide": first.side.value,
        "resolvedBy": None if thread.resolved_by is None else {"login": thread.resolved_by},
        "comments": {
            "totalCount": len(comments),
            "pageInfo": {"hasNextPage": False, "endCursor": None},
            "nodes": [
                {
                    "id": node_id("PRRC", comment.id),
                    "databaseId": comment.id,
                    "body": comment.body,
                    "path": comment.path,
                    "author": {"login": comment.user.login},
                    "createdAt": timestamp(comment.created_at),
                }
                for comment in comments
            ],
        },
    }


def _review_threads(call: Call, query: str, variables: dict[str, Any]) -> dict[str, Any]:
    owner, name = _argument(query, variables, "owner"), _argument(query, variables, "name")
    number = _argument(query, variables, "number")
    repository = call.state.repository(str(owner), str(name))
    assert call.token is not None
    if repository is None or repository.installation_id != call.token.installation_id:
        return _not_found(
            "repository", f"Could not resolve to a Repository with the name '{owner}/{name}'."
        )
    pull: PullRequest | None = call.state.pull_request(repository, int(number or 0))
    if pull is None:
        return {
            "data": {"repository": {"pullRequest": None}},
            "errors": [
                {
                    "type": "NOT_FOUND",
                    "path": ["repository", "pullRequest"],
                    "message": f"Could not resolve to a PullRequest with the number of {number}.",
                }
            ],
        }
    threads = [thread for thread in call.state.threads.values() if thread.pull_request is pull]
    connection = {
        "totalCount": len(threads),
        "pageInfo": {"hasNextPage": False, "endCursor": None},
        "nodes": [_thread_json(call, thread) for thread in threads],
    }
    return {
        "data": {
            "repository": {
                "pullRequest": {"id": node_id("PR", pull.id), "reviewThreads": connection}
            }
        }
    }


def _set_resolved(call: Call, field: str, query: str, variables: dict[str, Any]) -> dict[str, Any]:
    thread_id = _argument(query, variables, "threadId")
    thread = call.state.threads.get(str(thread_id))
    assert call.token is not None
    if (
        thread is None
        or thread.pull_request.repository.installation_id != call.token.installation_id
    ):
        return _not_found(field, f"Could not resolve to a node with the global id of '{thread_id}'")
    resolved = field == "resolveReviewThread"
    thread.is_resolved = resolved
    thread.resolved_by = call.state.bot_user.login if resolved else None
    return {"data": {field: {"thread": _thread_json(call, thread)}}}


async def graphql(call: Call) -> Response:
    body: dict[str, Any] = call.body if isinstance(call.body, dict) else {}
    query = str(body.get("query", ""))
    variables: dict[str, Any] = body.get("variables") or {}
    with call.state.lock:
        if re.search(r"\bunresolveReviewThread\b", query):
            document = _set_resolved(call, "unresolveReviewThread", query, variables)
        elif re.search(r"\bresolveReviewThread\b", query):
            document = _set_resolved(call, "resolveReviewThread", query, variables)
        elif re.search(r"\breviewThreads\b", query):
            document = _review_threads(call, query, variables)
        else:
            document = {
                "errors": [{"message": "The GitHub fake supports only review-thread operations"}]
            }
    return json_response(call, document)


ENDPOINTS = (Endpoint("post", "/graphql", graphql, AuthKind.INSTALLATION, validate_body=False),)
