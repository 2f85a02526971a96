"""Issue comments, reactions, check runs and collaborator permissions."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from starlette.responses import Response

from tests.fakes.github_http import (
    Call,
    Endpoint,
    json_response,
    not_found,
    paginate,
    too_long_bodies,
    unprocessable,
)
from tests.fakes.github_records import CheckRun, IssueComment, Permission, ReactionSubject
from tests.fakes.github_render import (
    check_annotation_json,
    check_run_json,
    issue_comment_json,
    reaction_json,
    shaped,
    user_json,
)

MAX_ANNOTATIONS_PER_REQUEST = 50


async def list_issue_comments(call: Call) -> Response:
    with call.state.lock:
        pull = call.state.pull_request(call.repo, call.int_param("issue_number"))
        if pull is None:
            return not_found()
        comments = paginate(call, call.state.issue_comments_of(pull))
        return json_response(call, [issue_comment_json(comment) for comment in comments])


async def create_issue_comment(call: Call) -> Response:
    if (too_long := too_long_bodies(call.body["body"])) is not None:
        return too_long
    with call.state.lock:
        pull = call.state.pull_request(call.repo, call.int_param("issue_number"))
        if pull is None:
            return not_found()
        comment = call.state.add_issue_comment(pull, call.state.bot_user.login, call.body["body"])
        return json_response(call, issue_comment_json(comment), status=201)


def _issue_comment_in_repo(call: Call) -> IssueComment | None:
    comment = call.state.issue_comments.get(call.int_param("comment_id"))
    return comment if comment is not None and comment.repository is call.repo else None


async def get_issue_comment(call: Call) -> Response:
    with call.state.lock:
        comment = _issue_comment_in_repo(call)
        return not_found() if comment is None else json_response(call, issue_comment_json(comment))


async def update_issue_comment(call: Call) -> Response:
    if (too_long := too_long_bodies(call.body["body"])) is not None:
        return too_long
    with call.state.lock:
        comment = _issue_comment_in_repo(call)
        if comment is None:
            return not_found()
        comment.body = call.body["body"]
        comment.updated_at = call.state.now()
        return json_response(call, issue_comment_json(comment))


def _reaction_subject(call: Call) -> ReactionSubject | None:
    """Which kind of comment the path names, if that comment exists in this repository."""
    comment_id = call.int_param("comment_id")
    if "/pulls/comments/" in call.request.url.path:
        review_comment = call.state.review_comments.get(comment_id)
        found = review_comment is not None and review_comment.pull_request.repository is call.repo
        return ReactionSubject.REVIEW_COMMENT if found else None
    issue_comment = call.state.issue_comments.get(comment_id)
    found = issue_comment is not None and issue_comment.repository is call.repo
    return ReactionSubject.ISSUE_COMMENT if found else None


async def list_reactions(call: Call) -> Response:
    with call.state.lock:
        subject = _reaction_subject(call)
        if subject is None:
            return not_found()
        reactions = call.state.reactions_on(subject, call.int_param("comment_id"))
        content = call.request.query_params.get("content")
        reactions = [r for r in reactions if content in (None, r.content)]
        return json_response(call, [reaction_json(r) for r in paginate(call, reactions)])


async def create_reaction(call: Call) -> Response:
    with call.state.lock:
        subject = _reaction_subject(call)
        if subject is None:
            return not_found()
        comment_id = call.int_param("comment_id")
        bot = call.state.bot_user
        for existing in call.state.reactions_on(subject, comment_id):
            if existing.user is bot and existing.content == call.body["content"]:
                return json_response(call, reaction_json(existing), status=200)
        reaction = call.state.add_reaction(subject, comment_id, bot.login, call.body["content"])
        return json_response(call, reaction_json(reaction), status=201)


def _time(value: str | None) -> datetime | None:
    return None if value is None else datetime.fromisoformat(value.replace("Z", "+00:00"))


def _check_output_problem(body: dict[str, Any]) -> Response | None:
    output: dict[str, Any] = body.get("output") or {}
    if len(output.get("annotations", [])) > MAX_ANNOTATIONS_PER_REQUEST:
        return unprocessable(
            f"Only {MAX_ANNOTATIONS_PER_REQUEST} annotations are allowed per request"
        )
    return too_long_bodies(output.get("summary"), output.get("text"))


def _apply_check_fields(run: CheckRun, body: dict[str, Any], now: datetime) -> None:
    output: dict[str, Any] = body.get("output") or {}
    run.name = body.get("name", run.name)
    run.details_url = body.get("details_url", run.details_url)
    run.external_id = body.get("external_id", run.external_id)
    run.status = body.get("status", run.status)
    if "conclusion" in body:
        run.conclusion = body["conclusion"]
        run.status = "completed"
    if run.status == "completed":
        run.completed_at = _time(body.get("completed_at")) or run.completed_at or now
    run.title = output.get("title", run.title)
    run.summary = output.get("summary", run.summary)
    run.text = output.get("text", run.text)
    # GitHub appends annotations across updates rather than replacing them
    run.annotations.extend(output.get("annotations", []))


async def create_check_run(call: Call) -> Response:
    body: dict[str, Any] = call.body
    if (problem := _check_output_problem(body)) is not None:
        return problem
    with call.state.lock:
        if not call.state.knows_sha(call.repo, body["head_sha"]):
            return unprocessable(f"No commit found for SHA: {body['head_sha']}")
        now = call.state.now()
        run = CheckRun(
            id=call.state.next_id(),
            repository=call.repo,
            name=body["name"],
            head_sha=body["head_sha"],
            status="queued",
            conclusion=None,
            title=None,
            summary=None,
            text=None,
            annotations=[],
            details_url=None,
            external_id=None,
            started_at=_time(body.get("started_at")) or now,
            completed_at=None,
            app=call.state.app,
        )
        _apply_check_fields(run, body, now)
        call.state.check_runs[run.id] = run
        return json_response(call, check_run_json(run), status=201)


async def update_check_run(call: Call) -> Response:
    body: dict[str, Any] = call.body
    if (problem := _check_output_problem(body)) is not None:
        return problem
    with call.state.lock:
        run = call.state.check_runs.get(call.int_param("check_run_id"))
        if run is None or run.repository is not call.repo:
            return not_found()
        _apply_check_fields(run, body, call.state.now())
        return json_response(call, check_run_json(run))


def _latest_per_name(runs: list[CheckRun]) -> list[CheckRun]:
    latest: dict[tuple[str, int], CheckRun] = {}
    for run in sorted(runs, key=lambda run: (run.started_at, run.id)):
        latest[(run.name, run.app.id)] = run
    return list(latest.values())


async def list_check_runs_for_ref(call: Call) -> Response:
    query = call.request.query_params
    with call.state.lock:
        sha = call.repo.resolve(call.params["ref"])
        if sha is None:
            return unprocessable(f"No commit found for SHA: {call.params['ref']}")
        runs = call.state.check_runs_of(call.repo, sha)
        if query.get("filter", "latest") == "latest":
            runs = _latest_per_name(runs)
        runs = [
            run
            for run in runs
            if query.get("check_name") in (None, run.name)
            and query.get("status") in (None, run.status)
            and query.get("app_id") in (None, str(run.app.id))
        ]
        runs.sort(key=lambda run: run.id, reverse=True)
        page = paginate(call, runs)
        document = {"total_count": len(runs), "check_runs": [check_run_json(run) for run in page]}
        return json_response(call, document)


async def list_check_run_annotations(call: Call) -> Response:
    with call.state.lock:
        run = call.state.check_runs.get(call.int_param("check_run_id"))
        if run is None or run.repository is not call.repo:
            return not_found()
        page = paginate(call, run.annotations)
        return json_response(call, [check_annotation_json(run, item) for item in page])


async def collaborator_permission(call: Call) -> Response:
    with call.state.lock:
        user = call.state.users.get(call.params["username"])
        if user is None:
            return not_found()
        permission = call.repo.permissions.get(user.login, Permission.NONE)
        collaborator = {**user_json(user), "role_name": permission.value}
        document = shaped(
            "repository-collaborator-permission",
            permission=permission.legacy,
            role_name=permission.value,
            user=collaborator,
        )
        return json_response(call, document)


_REPO = "/repos/{owner}/{repo}"
ENDPOINTS = (
    Endpoint("get", f"{_REPO}/issues/{{issue_number}}/comments", list_issue_comments),
    Endpoint("post", f"{_REPO}/issues/{{issue_number}}/comments", create_issue_comment),
    Endpoint("get", f"{_REPO}/issues/comments/{{comment_id}}", get_issue_comment),
    Endpoint("patch", f"{_REPO}/issues/comments/{{comment_id}}", update_issue_comment),
    Endpoint("get", f"{_REPO}/pulls/comments/{{comment_id}}/reactions", list_reactions),
    Endpoint("post", f"{_REPO}/pulls/comments/{{comment_id}}/reactions", create_reaction),
    Endpoint("get", f"{_REPO}/issues/comments/{{comment_id}}/reactions", list_reactions),
    Endpoint("post", f"{_REPO}/issues/comments/{{comment_id}}/reactions", create_reaction),
    Endpoint("post", f"{_REPO}/check-runs", create_check_run),
    Endpoint("patch", f"{_REPO}/check-runs/{{check_run_id}}", update_check_run),
    Endpoint("get", f"{_REPO}/check-runs/{{check_run_id}}/annotations", list_check_run_annotations),
    Endpoint("get", f"{_REPO}/commits/{{ref}}/check-runs", list_check_runs_for_ref),
    Endpoint("get", f"{_REPO}/collaborators/{{username}}/permission", collaborator_permission),
)
