"""Commit statuses: what a workflow's token sets where it may not create check runs."""

from __future__ import annotations

from typing import Any

from starlette.responses import Response

from tests.fakes.github_http import Call, Endpoint, json_response, unprocessable
from tests.fakes.github_records import CommitStatus
from tests.fakes.github_render import API, shaped, timestamp, user_json

MAX_DESCRIPTION = 140


async def create_commit_status(call: Call) -> Response:
    body: dict[str, Any] = call.body
    description = body.get("description")
    if isinstance(description, str) and len(description) > MAX_DESCRIPTION:
        return unprocessable(f"description is too long (maximum is {MAX_DESCRIPTION} characters)")
    with call.state.lock:
        sha = call.params["sha"]
        if call.repo.resolve(sha) is None:
            return unprocessable(f"No commit found for SHA: {sha}")
        status = CommitStatus(
            id=call.state.next_id(),
            repository=call.repo,
            sha=sha,
            state=body["state"],
            context=body.get("context", "default"),
            description=description,
            target_url=body.get("target_url"),
            creator=call.state.bot_user,
            created_at=call.state.now(),
        )
        call.state.commit_statuses.append(status)
        document = shaped(
            "status",
            id=status.id,
            url=f"{API}/repos/{call.repo.full_name}/statuses/{sha}",
            state=status.state,
            description=status.description,
            target_url=status.target_url,
            context=status.context,
            created_at=timestamp(status.created_at),
            updated_at=timestamp(status.created_at),
            creator=user_json(status.creator),
        )
        return json_response(call, document, status=201)


ENDPOINTS = (Endpoint("post", "/repos/{owner}/{repo}/statuses/{sha}", create_commit_status),)
