"""The GitHub fake through the real githubkit client: reviews, comments, reactions, checks."""

from __future__ import annotations

from typing import Any, cast

import pytest
from githubkit.exception import RequestFailed, SecondaryRateLimitExceeded

from tests.fakes import openapi
from tests.fakes.github import GitHubFake
from tests.fakes.github_diff import Side
from tests.fakes.github_records import ReactionSubject, ReviewState
from tests.fakes.github_world import DIFF, HEAD_FILES, World, make_world

LIMIT = 65_536


@pytest.fixture
def world(github_fake: GitHubFake) -> World:
    return make_world(github_fake)


def _review(world: World, comments: list[dict[str, Any]], **fields: Any) -> Any:
    data = {
        "event": "COMMENT",
        "body": "Redline found things",
        "commit_id": world.pull.head_sha,
        "comments": comments,
        **fields,
    }
    # a body the test builds, invalid on purpose in some cases: not githubkit's TypedDict
    return world.client.rest.pulls.create_review(
        "acme", "widgets", world.pull.number, data=cast(Any, data)
    )


def _status_of_review(world: World, comments: list[dict[str, Any]], **fields: Any) -> int:
    try:
        return int(_review(world, comments, **fields).status_code)
    except RequestFailed as failure:
        return int(failure.response.status_code)


def test_review_with_commentable_comments_is_created(world: World) -> None:
    comments = [
        {"path": "src/app.py", "line": 5, "side": "RIGHT", "body": "single added line"},
        {"path": "src/app.py", "line": 5, "side": "LEFT", "body": "the deleted line"},
        {
            "path": "src/app.py",
            "start_line": 8,
            "line": 10,
            "body": "multi-line, context to context",
        },
        {"path": "src/new.py", "position": 1, "body": "legacy position"},
    ]
    response = _review(world, comments)
    assert response.status_code == 200
    review = response.parsed_data
    assert review.state == "COMMENTED" and review.commit_id == world.pull.head_sha

    (stored,) = world.fake.state.reviews_of(world.pull)
    assert stored.state is ReviewState.COMMENTED
    posted = {c.body: c for c in world.fake.state.review_comments_of(world.pull)}
    assert (posted["the deleted line"].side, posted["the deleted line"].line) == (Side.LEFT, 5)
    assert (
        posted["multi-line, context to context"].start_line,
        posted["multi-line, context to context"].line,
    ) == (8, 10)
    assert (posted["legacy position"].path, posted["legacy position"].line) == ("src/new.py", 1)

    listed = world.client.rest.pulls.list_review_comments("acme", "widgets", world.pull.number)
    assert {c.body for c in cast(list[Any], listed.parsed_data)} == set(posted)
    schema = openapi.response_schema(
        "get", "/repos/{owner}/{repo}/pulls/{pull_number}/comments", 200
    )
    assert schema is not None and openapi.validation_errors(schema, listed.json()) == []


@pytest.mark.parametrize(
    ("comment", "reason"),
    [
        ({"path": "README.md", "line": 1}, "Path could not be resolved"),
        ({"path": "src/app.py", "line": 1}, "Line could not be resolved"),
        ({"path": "src/app.py", "line": 9, "side": "LEFT"}, None),  # LEFT 9 exists: control
        ({"path": "src/app.py", "line": 10, "side": "LEFT"}, "Line could not be resolved"),
        ({"path": "src/app.py", "start_line": 5, "line": 8}, "same hunk"),
        ({"path": "src/app.py", "start_line": 9, "line": 9}, "precede"),
        ({"path": "src/app.py", "start_line": 8, "start_side": "LEFT", "line": 10}, "same as side"),
        (
            {"path": "src/app.py", "position": 5},
            "Position could not be resolved",
        ),  # 2nd hunk header
        ({"path": "src/app.py"}, "Line could not be resolved"),
    ],
)
def test_uncommentable_comment_is_422(
    world: World, comment: dict[str, Any], reason: str | None
) -> None:
    if reason is None:
        assert _review(world, [{**comment, "body": "x"}]).status_code == 200
        return
    with pytest.raises(RequestFailed) as failure:
        _review(world, [{**comment, "body": "x"}])
    assert failure.value.response.status_code == 422
    assert any(reason in message for message in failure.value.response.json()["errors"])
    assert world.fake.state.reviews_of(world.pull) == []


def test_bodies_over_65536_characters_are_422(world: World) -> None:
    comment = {"path": "src/new.py", "line": 1, "body": "ok"}
    assert _status_of_review(world, [comment], body="x" * LIMIT) == 200
    assert _status_of_review(world, [comment], body="x" * (LIMIT + 1)) == 422
    assert _status_of_review(world, [{**comment, "body": "x" * (LIMIT + 1)}]) == 422

    issues = world.client.rest.issues
    assert (
        issues.create_comment("acme", "widgets", world.pull.number, body="x" * LIMIT).status_code
        == 201
    )
    with pytest.raises(RequestFailed) as failure:
        issues.create_comment("acme", "widgets", world.pull.number, body="x" * (LIMIT + 1))
    assert failure.value.response.status_code == 422


def test_unknown_commit_and_schema_violations_are_422(world: World) -> None:
    comment = {"path": "src/new.py", "line": 1, "body": "ok"}
    assert _status_of_review(world, [comment], commit_id="0" * 40) == 422
    # githubkit validates bodies itself, so these go out raw to reach the fake's OpenAPI check
    path = f"/repos/acme/widgets/pulls/{world.pull.number}/reviews"
    for invalid in (
        {"event": "MAYBE", "body": "b", "comments": [comment]},  # not in the enum
        {
            "event": "COMMENT",
            "comments": [{"path": "src/new.py", "line": 1}],
        },  # comment body required
        {
            "event": "COMMENT",
            "body": "b",
            "comments": [{**comment, "line": "one"}],
        },  # not an integer
    ):
        with pytest.raises(RequestFailed) as invalid_failure:
            world.client.request("POST", path, json=invalid)
        assert invalid_failure.value.response.status_code == 422
        assert "Invalid request" in invalid_failure.value.response.json()["message"]
    with pytest.raises(RequestFailed) as failure:
        world.client.rest.checks.create(
            "acme", "widgets", data={"name": "redline", "head_sha": "f" * 40}
        )
    assert failure.value.response.status_code == 422
    assert world.fake.state.reviews_of(world.pull) == []


def _annotations(count: int) -> list[dict[str, Any]]:
    return [
        {
            "path": "src/app.py",
            "start_line": 5,
            "end_line": 5,
            "annotation_level": "warning",
            "message": f"n{i}",
        }
        for i in range(count)
    ]


def test_check_runs_take_at_most_50_annotations_per_request(world: World) -> None:
    checks = world.client.rest.checks
    output = {"title": "Redline", "summary": "s", "annotations": _annotations(50)}
    body: Any = {
        "name": "redline",
        "head_sha": world.pull.head_sha,
        "status": "in_progress",
        "output": output,
    }
    created = checks.create("acme", "widgets", data=body)
    assert created.status_code == 201
    run_id = created.parsed_data.id
    schema = openapi.response_schema("post", "/repos/{owner}/{repo}/check-runs", 201)
    assert schema is not None and openapi.validation_errors(schema, created.json()) == []

    # githubkit refuses 51 annotations itself, so these go out raw
    too_many = {"title": "Redline", "summary": "s", "annotations": _annotations(51)}
    for method, path, body in (
        ("PATCH", f"/repos/acme/widgets/check-runs/{run_id}", {"output": too_many}),
        (
            "POST",
            "/repos/acme/widgets/check-runs",
            {"name": "x", "head_sha": world.pull.head_sha, "output": too_many},
        ),
    ):
        with pytest.raises(RequestFailed) as failure:
            world.client.request(method, path, json=body)
        assert failure.value.response.status_code == 422
    assert len(world.fake.state.check_runs_of(world.repository)) == 1

    more: Any = {"title": "Redline", "summary": "done", "annotations": _annotations(10)}
    updated = checks.update(
        "acme", "widgets", run_id, data={"conclusion": "neutral", "output": more}
    )
    assert (updated.parsed_data.status, updated.parsed_data.conclusion) == ("completed", "neutral")
    (run,) = world.fake.state.check_runs_of(world.repository, world.pull.head_sha)
    assert len(run.annotations) == 60 and run.summary == "done"

    listed_path = "/repos/{owner}/{repo}/check-runs/{check_run_id}/annotations"
    listed = world.client.request(
        "GET", f"/repos/acme/widgets/check-runs/{run_id}/annotations", params={"per_page": 100}
    )
    schema = openapi.response_schema("get", listed_path, 200)
    assert schema is not None and openapi.validation_errors(schema, listed.json()) == []
    assert [a["start_line"] for a in listed.json()] == [a["start_line"] for a in run.annotations]
    assert listed.json()[0]["start_column"] is None


def test_reactions_answer_304_to_a_matching_etag(world: World) -> None:
    review = _review(world, [{"path": "src/new.py", "line": 1, "body": "finding"}])
    assert review.status_code == 200
    (comment,) = world.fake.state.review_comments_of(world.pull)
    path = f"/repos/acme/widgets/pulls/comments/{comment.id}/reactions"
    world.fake.state.add_reaction(ReactionSubject.REVIEW_COMMENT, comment.id, "octocat", "-1")

    first = world.client.request("GET", path)
    etag = first.headers["etag"]
    assert [r["content"] for r in first.json()] == ["-1"]
    assert world.client.request("GET", path, headers={"If-None-Match": etag}).status_code == 304

    world.fake.state.add_reaction(ReactionSubject.REVIEW_COMMENT, comment.id, "hubot", "+1")
    changed = world.client.request("GET", path, headers={"If-None-Match": etag})
    assert changed.status_code == 200 and len(changed.json()) == 2

    reactions = world.client.rest.reactions
    created = reactions.create_for_pull_request_review_comment(
        "acme", "widgets", comment.id, content="eyes"
    )
    again = reactions.create_for_pull_request_review_comment(
        "acme", "widgets", comment.id, content="eyes"
    )
    assert (created.status_code, again.status_code) == (201, 200)

    issue_comment = world.client.rest.issues.create_comment(
        "acme", "widgets", world.pull.number, body="summary"
    )
    listed = reactions.list_for_issue_comment("acme", "widgets", issue_comment.parsed_data.id)
    assert listed.parsed_data == []


def test_fault_injection_then_recovery(world: World) -> None:
    pulls = world.client.rest.pulls
    world.fake.state.fail_next("GET", r"/repos/acme/widgets/pulls/\d+", 502, times=2)
    for _ in range(2):
        with pytest.raises(RequestFailed) as failure:
            pulls.get("acme", "widgets", world.pull.number)
        assert failure.value.response.status_code == 502
    assert pulls.get("acme", "widgets", world.pull.number).status_code == 200

    world.fake.state.fail_next("POST", r".*/reviews", 403, headers={"retry-after": "7"})
    with pytest.raises(SecondaryRateLimitExceeded) as limited:
        _review(world, [{"path": "src/new.py", "line": 1, "body": "x"}])
    assert limited.value.retry_after.total_seconds() == 7
    assert world.fake.state.reviews_of(world.pull) == []
    assert _review(world, [{"path": "src/new.py", "line": 1, "body": "x"}]).status_code == 200


def test_a_fault_after_the_work_and_a_hook_before_the_answer(world: World) -> None:
    state = world.fake.state
    state.fail_next("POST", r".*/reviews", 502, after=True)  # GitHub did it, then failed
    with pytest.raises(RequestFailed) as failure:
        _review(world, [{"path": "src/new.py", "line": 1, "body": "x"}])
    assert failure.value.response.status_code == 502
    assert len(state.reviews_of(world.pull)) == 1

    first_head = world.pull.head_sha
    moved = {**HEAD_FILES, "src/new.py": b"moved = True\n"}
    state.before_next(
        "GET",
        r"/repos/acme/widgets/pulls/\d+",
        lambda: state.advance_head(world.pull, head_files=moved),
    )
    pulls = world.client.rest.pulls
    assert pulls.get("acme", "widgets", world.pull.number).parsed_data.head.sha != first_head
    second_head = world.pull.head_sha
    assert pulls.get("acme", "widgets", world.pull.number).parsed_data.head.sha == second_head


def test_a_commits_check_runs_are_listed_newest_first_by_name_and_app(world: World) -> None:
    checks = world.client.rest.checks
    head = world.pull.head_sha
    ids = [
        checks.create("acme", "widgets", data={"name": name, "head_sha": head}).parsed_data.id
        for name in ("Redline", "other", "Redline")
    ]
    path = f"/repos/acme/widgets/commits/{head}/check-runs"
    query: dict[str, str | int] = {"check_name": "Redline", "app_id": world.fake.app_id}
    listed = world.client.request("GET", path, params={**query, "filter": "all"})
    schema = openapi.response_schema("get", "/repos/{owner}/{repo}/commits/{ref}/check-runs", 200)
    assert schema is not None and openapi.validation_errors(schema, listed.json()) == []
    assert [run["id"] for run in listed.json()["check_runs"]] == [ids[2], ids[0]]
    assert listed.json()["total_count"] == 2
    latest = world.client.request("GET", path, params=query)  # GitHub's default filter
    assert [run["id"] for run in latest.json()["check_runs"]] == [ids[2]]


def test_replies_edits_and_thread_resolution_through_graphql(world: World) -> None:
    _review(world, [{"path": "src/new.py", "line": 1, "body": "finding"}])
    (comment,) = world.fake.state.review_comments_of(world.pull)
    pulls = world.client.rest.pulls
    reply = pulls.create_reply_for_review_comment(
        "acme", "widgets", world.pull.number, comment.id, body="why?"
    )
    assert reply.status_code == 201 and reply.parsed_data.in_reply_to_id == comment.id
    with pytest.raises(RequestFailed) as failure:
        pulls.create_reply_for_review_comment(
            "acme", "widgets", world.pull.number, reply.parsed_data.id, body="x"
        )
    assert failure.value.response.status_code == 422
    pulls.update_review_comment("acme", "widgets", comment.id, body="finding (fixed)")
    assert (
        pulls.get_review_comment("acme", "widgets", comment.id).parsed_data.body
        == "finding (fixed)"
    )

    query = """query($owner: String!, $name: String!, $number: Int!) {
      repository(owner: $owner, name: $name) { pullRequest(number: $number) {
        reviewThreads(first: 100) { nodes {
          id isResolved comments(first: 50) { nodes { databaseId } } } } } } }"""
    variables = {"owner": "acme", "name": "widgets", "number": world.pull.number}
    data = world.client.graphql.request(query, variables)
    (thread,) = data["repository"]["pullRequest"]["reviewThreads"]["nodes"]
    assert [c["databaseId"] for c in thread["comments"]["nodes"]] == [
        comment.id,
        reply.parsed_data.id,
    ]
    assert thread["isResolved"] is False

    mutation = (
        "mutation($id: ID!) { resolveReviewThread(input: {threadId: $id}) "
        "{ thread { id isResolved } } }"
    )
    resolved = world.client.graphql.request(mutation, {"id": thread["id"]})
    assert resolved["resolveReviewThread"]["thread"]["isResolved"] is True
    assert [t.node_id for t in world.fake.state.resolved_threads()] == [thread["id"]]
    world.client.graphql.request(
        mutation.replace("resolveReviewThread", "unresolveReviewThread"), {"id": thread["id"]}
    )
    assert world.fake.state.resolved_threads() == []


def test_issue_comments_and_collaborator_permissions(world: World) -> None:
    issues = world.client.rest.issues
    created = issues.create_comment(
        "acme", "widgets", world.pull.number, body="Redline summary"
    ).parsed_data
    issues.update_comment("acme", "widgets", created.id, body="Redline summary v2")
    listed = cast(list[Any], issues.list_comments("acme", "widgets", world.pull.number).parsed_data)
    assert [(c.body, c.user.login if c.user else None) for c in listed] == [
        ("Redline summary v2", "redline[bot]")
    ]

    state = world.fake.state
    from tests.fakes.github_records import Permission

    state.set_permission(world.repository, "maint", Permission.MAINTAIN)
    state.set_permission(world.repository, "reader", Permission.READ)
    state.add_user("stranger")
    repos = world.client.rest.repos
    found = {
        login: repos.get_collaborator_permission_level("acme", "widgets", login).parsed_data
        for login in ("maint", "reader", "stranger")
    }
    assert (found["maint"].permission, found["maint"].role_name) == ("write", "maintain")
    assert found["reader"].permission == "read"
    assert found["stranger"].permission == "none"
    with pytest.raises(RequestFailed) as failure:
        repos.get_collaborator_permission_level("acme", "widgets", "nobody-at-all")
    assert failure.value.response.status_code == 404


def test_a_push_moves_the_head_and_outdates_comments(world: World) -> None:
    _review(
        world,
        [
            {"path": "src/app.py", "line": 5, "body": "on return 10"},
            {"path": "src/new.py", "line": 1, "body": "on new"},
        ],
    )
    old_head = world.pull.head_sha
    new_files = {
        "src/app.py": b"import os\n\n\ndef main():\n    return 11\n\n\n"
        b"def helper():\n    x = 3\n    return 2\n",
        "README.md": b"# widgets\n",
        "src/new.py": b"print('new')\n",
    }
    new_head = world.fake.state.advance_head(world.pull, head_files=new_files)

    pull = world.client.rest.pulls.get("acme", "widgets", world.pull.number).parsed_data
    assert pull.head.sha == new_head != old_head
    by_body = {c.body: c for c in world.fake.state.review_comments_of(world.pull)}
    assert by_body["on return 10"].line is None  # src/app.py changed: outdated
    assert by_body["on new"].line == 1  # src/new.py's patch is unchanged
    # a review can still name the old head, a known commit of the repository
    assert _status_of_review(world, [], commit_id=old_head) == 200


def _status_of_review_update(world: World, review_id: int, body: Any, number: int = 0) -> int:
    path = f"/repos/acme/widgets/pulls/{number or world.pull.number}/reviews/{review_id}"
    try:
        response = world.client.request("PUT", path, json=body)
    except RequestFailed as failure:
        return int(failure.response.status_code)
    return int(response.status_code)


def test_a_review_body_is_edited_only_by_its_author(world: World) -> None:
    posted = _review(world, [], body="first summary").parsed_data
    assert _status_of_review_update(world, posted.id, {"body": "second summary"}) == 200
    fetched = world.client.rest.pulls.get_review("acme", "widgets", world.pull.number, posted.id)
    assert fetched.parsed_data.body == "second summary"
    (stored,) = world.fake.state.reviews_of(world.pull)
    assert stored.body == "second summary" and stored.state is ReviewState.COMMENTED

    assert _status_of_review_update(world, posted.id, {"body": "x" * LIMIT}) == 200
    assert _status_of_review_update(world, posted.id, {"body": "x" * (LIMIT + 1)}) == 422
    assert _status_of_review_update(world, posted.id, {}) == 422
    assert stored.body == "x" * LIMIT

    assert _status_of_review_update(world, posted.id + 10_000, {"body": "nope"}) == 404
    other = world.fake.state.add_pull_request(world.repository, DIFF, head_files=HEAD_FILES)
    assert _status_of_review_update(world, posted.id, {"body": "nope"}, other.number) == 404

    human = world.fake.state.add_review(world.pull, "maria", "looks good")
    assert _status_of_review_update(world, human.id, {"body": "edited by the bot"}) == 403
    assert human.body == "looks good"


def _review_status_and_errors(
    world: World, comment: dict[str, Any], commit_id: str
) -> tuple[int, list[Any]]:
    try:
        response = _review(world, [{**comment, "body": "x"}], commit_id=commit_id)
    except RequestFailed as failure:
        return int(failure.response.status_code), failure.response.json().get("errors", [])
    return int(response.status_code), []


def test_a_review_anchors_on_the_diff_of_the_head_it_names(world: World) -> None:
    old_head = world.pull.head_sha
    new_files = {
        # helper() back as on the base: line 9 is no longer in the diff
        "src/app.py": b"import os\n\n\ndef main():\n    return 11\n\n\ndef helper():\n    return 2\n",
        "README.md": b"# widgets\n",
        "src/new.py": b"print('new')\n",
        "src/later.py": b"print('later')\n",
    }
    new_head = world.fake.state.advance_head(world.pull, head_files=new_files)
    on_helper = {"path": "src/app.py", "line": 9}
    on_later = {"path": "src/later.py", "line": 1}

    assert _review_status_and_errors(world, on_helper, old_head) == (200, [])
    assert _review_status_and_errors(world, on_helper, new_head) == (
        422,
        ["Line could not be resolved"],
    )
    assert _review_status_and_errors(world, on_later, old_head) == (
        422,
        ["Path could not be resolved"],
    )
    assert _review_status_and_errors(world, on_later, new_head) == (200, [])
    assert _review_status_and_errors(world, {"path": "src/new.py", "line": 1}, old_head)[0] == 200

    by_path = {c.path: c for c in world.fake.state.review_comments_of(world.pull)}
    # made on the old head: outdated where the file changed since, current where it did not
    assert (by_path["src/app.py"].original_line, by_path["src/app.py"].line) == (9, None)
    assert by_path["src/app.py"].original_commit_id == old_head
    assert by_path["src/new.py"].line == 1
    assert by_path["src/later.py"].line == 1

    # a commit of the repository that was never this pull request's head
    status, errors = _review_status_and_errors(world, on_later, world.pull.base_sha)
    assert status == 422 and "not a head of this pull request" in errors[0]
    assert len(world.fake.state.reviews_of(world.pull)) == 3
