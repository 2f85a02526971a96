"""bot.github against the GitHub fake: the calls the pipeline makes, and their failures."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any, TypeVar

import httpx
import pytest

from bot.github import (
    AppCredentials,
    CheckRunAnnotation,
    ClientOptions,
    DiffTooLarge,
    GitHubApp,
    GitHubError,
    Review,
    convert_manifest,
)
from bot.review.headfiles import HeadFiles
from tests.fakes.github import GitHubFake
from tests.fakes.github_records import ReactionSubject
from tests.fakes.github_state import DiffLimits
from tests.fakes.github_world import BASE_FILES, HEAD_FILES, make_world

T = TypeVar("T")


def run(coroutine: Coroutine[Any, Any, T]) -> T:
    return asyncio.run(coroutine)


def app_for(fake: GitHubFake, retries: int = 2) -> GitHubApp:
    return GitHubApp(
        fake.app_id,
        fake.private_key_pem,
        ClientOptions(base_url=fake.base_url, max_retries=retries, retry_base_seconds=0.01),
    )


def test_pull_diff_files_and_contents(github_fake: GitHubFake) -> None:
    world = make_world(github_fake)
    client = app_for(github_fake).installation(world.installation.id)
    owner, repo, number = "acme", "widgets", world.pull.number

    info = run(client.get_pull(owner, repo, number))
    assert (info.head_sha, info.base_ref, info.title) == (world.pull.head_sha, "main", "Tune")
    assert b"+    return 10" in run(client.get_pull_diff(owner, repo, number))
    files = run(client.list_pull_files(owner, repo, number))
    assert {f.filename for f in files} == {"src/app.py", "src/new.py"}
    assert (
        run(client.get_file(owner, repo, "src/app.py", info.head_sha)) == HEAD_FILES["src/app.py"]
    )
    assert run(client.get_file(owner, repo, "nope.py", info.head_sha)) is None
    assert run(client.tree_paths(owner, repo, info.head_sha)) == set(HEAD_FILES)
    assert set(BASE_FILES) <= run(client.tree_paths(owner, repo, info.base_sha)) | {"README.md"}


def test_head_files_from_the_tarball_for_large_prs(github_fake: GitHubFake) -> None:
    world = make_world(github_fake)
    client = app_for(github_fake).installation(world.installation.id)
    files = HeadFiles(client, "acme", "widgets", world.pull.head_sha, max_bytes=1_000)
    # Over the contents-API limit: one tarball request instead of one request per file.
    wanted = ["src/app.py", "src/new.py", *[f"missing/{i}.py" for i in range(120)]]
    read = run(files.read(wanted))
    assert read == {"src/app.py": HEAD_FILES["src/app.py"], "src/new.py": HEAD_FILES["src/new.py"]}
    assert len(github_fake.state.requests("GET", r"/repos/acme/widgets/tarball/.*")) == 1
    assert not github_fake.state.requests("GET", r"/repos/acme/widgets/contents/.*")


def test_too_large_diff_is_its_own_error(github_fake: GitHubFake) -> None:
    world = make_world(github_fake)
    github_fake.state.limits = DiffLimits(max_diff_files=1, max_diff_lines=20_000)
    client = app_for(github_fake).installation(world.installation.id)
    with pytest.raises(DiffTooLarge):
        run(client.get_pull_diff("acme", "widgets", world.pull.number))


def test_comment_outside_the_diff_is_a_permanent_422(github_fake: GitHubFake) -> None:
    world = make_world(github_fake)
    client = app_for(github_fake).installation(world.installation.id)
    with pytest.raises(GitHubError) as raised:
        run(
            client.create_review(
                "acme",
                "widgets",
                world.pull.number,
                commit_id=world.pull.head_sha,
                body="x",
                event="COMMENT",
                comments=[{"path": "src/app.py", "line": 1, "side": "RIGHT", "body": "no"}],
            )
        )
    assert raised.value.status == 422
    assert not raised.value.transient


def test_server_errors_are_retried_then_reported_as_transient(github_fake: GitHubFake) -> None:
    world = make_world(github_fake)
    client = app_for(github_fake, retries=2).installation(world.installation.id)
    github_fake.state.fail_next("GET", r"/repos/acme/widgets/pulls/\d+", 502, times=2)
    assert run(client.get_pull("acme", "widgets", world.pull.number)).number == world.pull.number
    github_fake.state.fail_next("GET", r"/repos/acme/widgets/pulls/\d+", 503, times=3)
    with pytest.raises(GitHubError) as raised:
        run(client.get_pull("acme", "widgets", world.pull.number))
    assert raised.value.status == 503 and raised.value.transient


def test_posts_github_may_have_applied_are_not_retried(github_fake: GitHubFake) -> None:
    world = make_world(github_fake)
    state = github_fake.state
    client = app_for(github_fake, retries=2).installation(world.installation.id)
    owner, repo, number = "acme", "widgets", world.pull.number
    state.fail_next("POST", r"/repos/acme/widgets/pulls/\d+/reviews", 502, after=True)
    state.fail_next("POST", r"/repos/acme/widgets/issues/\d+/comments", 502, after=True)
    state.fail_next("POST", r"/repos/acme/widgets/check-runs", 502, after=True)
    comments = [{"path": "src/new.py", "line": 1, "side": "RIGHT", "body": "x"}]
    posts = [
        client.create_review(
            owner,
            repo,
            number,
            commit_id=world.pull.head_sha,
            body="b",
            event="COMMENT",
            comments=comments,
        ),
        client.create_issue_comment(owner, repo, number, "c"),
        client.create_check_run(owner, repo, name="Redline", head_sha=world.pull.head_sha),
    ]
    for post in posts:
        with pytest.raises(GitHubError) as raised:
            run(post)
        assert raised.value.status == 502 and raised.value.transient
    assert len(state.reviews_of(world.pull)) == 1
    assert len(state.issue_comments_of(world.pull)) == 1
    assert len(state.check_runs_of(world.repository)) == 1
    assert len(state.requests("POST")) == 3 + 1  # and the installation token

    # reads are still retried, and so is GraphQL
    state.fail_next("GET", r"/repos/acme/widgets/pulls/\d+/reviews", 502, after=True)
    state.fail_next("POST", r"/graphql", 502)
    assert len(run(client.list_reviews(owner, repo, number))) == 1
    assert run(client.review_threads(owner, repo, number))


def test_installation_tokens_are_cached_and_never_logged(
    github_fake: GitHubFake, caplog: pytest.LogCaptureFixture
) -> None:
    world = make_world(github_fake)
    caplog.set_level(logging.DEBUG)
    client = app_for(github_fake).installation(world.installation.id)
    github_fake.state.fail_next("GET", r"/repos/acme/widgets/pulls/\d+", 500, times=1)
    for _ in range(3):
        run(client.get_pull("acme", "widgets", world.pull.number))
    token_requests = github_fake.state.requests("POST", r"/app/installations/\d+/access_tokens")
    assert len(token_requests) == 1
    tokens = [t.token for t in github_fake.state.tokens.values()]
    assert tokens
    for record in caplog.records:
        text = record.getMessage() + str(record.exc_info or "")
        assert not any(token in text for token in tokens)


def test_the_push_token_reaches_only_its_repository_with_contents_write(
    github_fake: GitHubFake,
) -> None:
    world = make_world(github_fake)
    github_fake.state.add_repository("acme/gadgets", world.installation, {"x.py": b"x = 1\n"})

    token = run(
        app_for(github_fake).installation_token(
            world.installation.id, "widgets", {"contents": "write"}
        )
    )

    [request] = github_fake.state.requests("POST", r"/app/installations/\d+/access_tokens")
    assert request.json == {"repositories": ["widgets"], "permissions": {"contents": "write"}}
    issued = github_fake.state.tokens[token]
    assert issued.permissions == {"contents": "write", "metadata": "read"}

    def status(repository: str, credential: str) -> int:
        url = f"{github_fake.base_url}repos/acme/{repository}"
        return httpx.get(url, headers={"Authorization": f"token {credential}"}).status_code

    assert status("widgets", token) == 200
    assert status("gadgets", token) == 404
    unscoped = github_fake.state.issue_installation_token(world.installation.id).token
    assert status("gadgets", unscoped) == 200


def test_reactions_use_etags(github_fake: GitHubFake) -> None:
    world = make_world(github_fake)
    state = github_fake.state
    comment = state.add_issue_comment(world.pull, "alice", "hello")
    state.add_reaction(ReactionSubject.ISSUE_COMMENT, comment.id, "bob", "+1")
    client = app_for(github_fake).installation(world.installation.id)
    reactions, etag = run(client.list_reactions("acme", "widgets", "issue_comment", comment.id))
    assert reactions is not None and [(r.content, r.user) for r in reactions] == [("+1", "bob")]
    unchanged, same = run(
        client.list_reactions("acme", "widgets", "issue_comment", comment.id, etag=etag)
    )
    assert unchanged is None and same == etag


def test_an_unreachable_github_keeps_the_cause_in_the_error() -> None:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed = probe.getsockname()[1]
    from githubkit import GitHub, TokenAuthStrategy

    from bot.github import Installation

    options = ClientOptions(base_url=f"http://127.0.0.1:{closed}", max_retries=0)
    client = Installation(GitHub(TokenAuthStrategy("t"), **options.githubkit_kwargs()), 1)
    with pytest.raises(GitHubError) as raised:
        run(client.get_pull("acme", "widgets", 1))
    message = str(raised.value)
    assert message.startswith("get pull: ")
    # the cause, not only "RequestError"
    assert message == "get pull: ConnectError: All connection attempts failed"
    assert "\n" not in message


def test_a_contents_path_cannot_reach_another_repository(github_fake: GitHubFake) -> None:
    world = make_world(github_fake)
    github_fake.state.add_repository("acme/other", world.installation, {"x": b"secret\n"})
    client = app_for(github_fake).installation(world.installation.id)
    sha = world.pull.head_sha
    for escape in ("../../other/contents/x", "a/../../../x", "./x", "a//x"):
        with pytest.raises(GitHubError) as raised:
            run(client.get_file("acme", "widgets", escape, sha))
        assert raised.value.status == 400 and not raised.value.transient
    # percent signs are part of the name: a file called `%2e%2e` that does not exist
    assert run(client.get_file("acme", "widgets", "%2e%2e/%2E%2E/other/contents/x", sha)) is None
    assert run(client.get_file("acme", "widgets", "src/app.py", sha)) == HEAD_FILES["src/app.py"]
    paths = [r.path for r in github_fake.state.requests("GET")]
    assert all(path.startswith("/repos/acme/widgets/") for path in paths), paths


def test_a_403_is_permanent_unless_github_says_it_is_a_rate_limit(
    github_fake: GitHubFake,
) -> None:
    world = make_world(github_fake)
    client = app_for(github_fake).installation(world.installation.id)
    pull = r"/repos/acme/widgets/pulls/\d+"
    denied = {"message": "Resource not accessible by integration"}
    github_fake.state.fail_next("GET", pull, 403, times=5, body=denied)
    with pytest.raises(GitHubError) as raised:
        run(client.get_pull("acme", "widgets", world.pull.number))
    assert raised.value.status == 403 and not raised.value.transient
    assert len(github_fake.state.requests("GET", pull)) == 1  # asked once, not retried
    github_fake.state.faults.clear()
    limited = {"x-ratelimit-remaining": "0", "x-ratelimit-reset": "0"}
    github_fake.state.fail_next("GET", pull, 403, times=5, headers=limited)
    with pytest.raises(GitHubError) as raised:
        run(client.get_pull("acme", "widgets", world.pull.number))
    assert raised.value.status == 403 and raised.value.transient
    github_fake.state.faults.clear()
    github_fake.state.fail_next("GET", pull, 429, times=5, headers={"retry-after": "0"})
    with pytest.raises(GitHubError) as raised:
        run(client.get_pull("acme", "widgets", world.pull.number))
    assert raised.value.status == 429 and raised.value.transient


def test_reviews_annotations_and_app_credentials_come_back_typed(github_fake: GitHubFake) -> None:
    world = make_world(github_fake)
    client = app_for(github_fake).installation(world.installation.id)
    owner, repo, number, head = "acme", "widgets", world.pull.number, world.pull.head_sha
    review_id = run(
        client.create_review(
            owner, repo, number, commit_id=head, body="b", event="COMMENT", comments=[]
        )
    )
    check_run_id = run(client.create_check_run(owner, repo, name="Redline", head_sha=head))
    annotation = {
        "path": "src/new.py",
        "start_line": 1,
        "end_line": 1,
        "annotation_level": "warning",
        "title": "t",
        "message": "m",
    }
    output = {"title": "x", "summary": "y", "annotations": [annotation]}
    run(client.update_check_run(owner, repo, check_run_id, {"output": output}))
    conversion = github_fake.state.register_manifest_code()

    [review] = run(client.list_reviews(owner, repo, number))
    assert review == Review(review_id, "b", author_is_bot=True, html_url=review.html_url)
    assert review.html_url
    [listed] = run(client.list_check_run_annotations(owner, repo, check_run_id))
    assert listed == CheckRunAnnotation("src/new.py", 1, 1, "t", "m", "warning")
    options = ClientOptions(base_url=github_fake.base_url)
    assert run(convert_manifest(conversion.code, options)) == AppCredentials(
        id=str(conversion.app_id),
        slug=conversion.slug,
        pem=conversion.pem,
        webhook_secret=conversion.webhook_secret,
        client_id=conversion.client_id,
        client_secret=conversion.client_secret,
    )
