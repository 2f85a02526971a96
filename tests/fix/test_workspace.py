"""The git edge: a shallow clone at the head, the token only in git's environment, plain pushes."""

from __future__ import annotations

import asyncio
import base64
import subprocess
from pathlib import Path

import pytest

from bot.fix.workspace import (
    GitCredentials,
    GitError,
    GitIdentity,
    PushRejected,
    UnsafePath,
    Workspace,
    remote_url_for,
)
from tests.fix.git_http import GitHTTPState, git_http_server
from tests.fix.world import GitRemote, git, make_remote

TOKEN = "ghs_workspaceTOKEN1234567890abcdef"
BOT = GitIdentity.app_bot("redline", 42)


@pytest.fixture
def remote(tmp_path: Path) -> tuple[GitRemote, str]:
    built, _base, head = make_remote(
        tmp_path / "remotes", "acme/widgets", {"a.py": "x = 1\n"}, {"a.py": "x = 2\n"}, "feature"
    )
    return built, head


def files_containing(root: Path, needle: bytes) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file() and needle in p.read_bytes()]


def test_the_token_reaches_git_only_as_a_header_and_never_lands_on_disk(
    remote: tuple[GitRemote, str], tmp_path: Path
) -> None:
    repo, head = remote
    state = GitHTTPState(root=repo.root, valid_token=TOKEN)
    with git_http_server(state) as base_url:
        url = remote_url_for("acme/widgets", base_url)
        assert "x-access-token" not in url and TOKEN not in url
        with pytest.raises(GitError):  # no token: the server refuses
            asyncio.run(Workspace.clone(url, head, None, tmp_path))
        wrong = GitCredentials(base_url, "ghs_wrong")
        with pytest.raises(GitError):
            asyncio.run(Workspace.clone(url, head, wrong, tmp_path))
        credentials = GitCredentials(base_url, TOKEN)

        async def clone_commit_push() -> tuple[Workspace, str]:
            workspace = await Workspace.clone(url, head, credentials, tmp_path)
            workspace.write_texts({"a.py": "x = 3\n"})
            sha = await workspace.commit({"a.py": "x = 3\n"}, "fix: x", BOT, BOT)
            assert await workspace.remote_branch_sha(url, "feature", credentials) == head
            await workspace.push(url, sha, "feature", credentials)
            return workspace, sha

        workspace, sha = asyncio.run(clone_commit_push())
    try:
        assert repo.branch_sha("feature") == sha
        expected = "Basic " + base64.b64encode(f"x-access-token:{TOKEN}".encode()).decode()
        assert expected in state.authorizations
        for needle in (TOKEN.encode(), expected.split()[1].encode()):
            assert files_containing(workspace.root.parent, needle) == []
        config = (workspace.root / ".git" / "config").read_text()
        assert "extraheader" not in config.lower() and "x-access-token" not in config
        # it is git's own environment that carried it: only for http(s) under the base URL
        assert credentials.environment()["GIT_CONFIG_KEY_0"] == f"http.{base_url}/.extraHeader"
        assert TOKEN not in repr(credentials)
    finally:
        workspace.close()
    assert not workspace.root.exists()


def test_the_clone_is_shallow_at_the_head_sha(
    remote: tuple[GitRemote, str], tmp_path: Path
) -> None:
    repo, head = remote
    workspace = asyncio.run(
        Workspace.clone(remote_url_for("acme/widgets", repo.base_url), head, None, tmp_path)
    )
    try:
        assert git(workspace.root, "rev-parse", "HEAD") == head
        assert git(workspace.root, "rev-list", "--count", "HEAD") == "1"
        assert (workspace.root / ".git" / "shallow").exists()
        assert workspace.read_text("a.py") == "x = 2\n"
    finally:
        workspace.close()


def test_a_push_after_the_branch_moved_is_rejected_not_forced(
    remote: tuple[GitRemote, str], tmp_path: Path
) -> None:
    repo, head = remote
    url = remote_url_for("acme/widgets", repo.base_url)

    async def attempt() -> str:
        workspace = await Workspace.clone(url, head, None, tmp_path)
        try:
            sha = await workspace.commit({"a.py": "x = 9\n"}, "fix: x", BOT, BOT)
            moved = repo.push_change("feature", {"b.py": "y = 1\n"}, "someone else")
            with pytest.raises(PushRejected):
                await workspace.push(url, sha, "feature", None)
            return moved
        finally:
            workspace.close()

    moved = asyncio.run(attempt())
    assert repo.branch_sha("feature") == moved


def test_paths_through_symlinks_are_refused(remote: tuple[GitRemote, str], tmp_path: Path) -> None:
    repo, head = remote
    workspace = asyncio.run(
        Workspace.clone(remote_url_for("acme/widgets", repo.base_url), head, None, tmp_path)
    )
    try:
        outside = tmp_path / "outside"
        outside.mkdir()
        (workspace.root / "link").symlink_to(outside)
        with pytest.raises(UnsafePath, match="symbolic link"):
            workspace.write_texts({"link/evil.py": "x"})
        with pytest.raises(UnsafePath):
            workspace.read_text("../outside/x")
        assert list(outside.iterdir()) == []
    finally:
        workspace.close()


def test_hooks_in_the_checkout_never_run(remote: tuple[GitRemote, str], tmp_path: Path) -> None:
    repo, head = remote
    url = remote_url_for("acme/widgets", repo.base_url)
    marker = tmp_path / "hook-ran"

    async def attempt() -> None:
        workspace = await Workspace.clone(url, head, None, tmp_path)
        try:
            for hook in ("pre-commit", "commit-msg", "pre-push", "post-commit"):
                path = workspace.root / ".git" / "hooks" / hook
                path.write_text(f"#!/bin/sh\ntouch {marker}\n")
                path.chmod(0o755)
            sha = await workspace.commit({"a.py": "x = 5\n"}, "fix: x", BOT, BOT)
            await workspace.push(url, sha, "feature", None)
        finally:
            workspace.close()

    asyncio.run(attempt())
    assert not marker.exists()
    assert subprocess.run(["true"], check=True).returncode == 0


def test_committed_files_lists_the_commit_and_refuses_a_mode_change(
    remote: tuple[GitRemote, str], tmp_path: Path
) -> None:
    repo, head = remote

    async def commit_and_list() -> tuple[list[str], str]:
        workspace = await Workspace.clone(repo.base_url + "/acme/widgets.git", head, None, tmp_path)
        try:
            files = {"a.py": "x = 4\n", "b.py": "y = 1\n"}
            sha = await workspace.commit(files, "fix", BOT, BOT)
            listed = await workspace.committed_files(sha)
            (workspace.root / "a.py").chmod(0o755)
            await workspace._git("add", "a.py")
            await workspace._git("commit", "-q", "-m", "mode", extra_environment=_IDENTITY)
            with pytest.raises(GitError, match=r"mode of `a\.py` to 100755"):
                await workspace.committed_files(await workspace.head_sha())
            return listed, sha
        finally:
            workspace.close()

    listed, _sha = asyncio.run(commit_and_list())
    assert listed == ["a.py", "b.py"]


_IDENTITY = {
    "GIT_AUTHOR_NAME": "x",
    "GIT_AUTHOR_EMAIL": "x@example.com",
    "GIT_COMMITTER_NAME": "x",
    "GIT_COMMITTER_EMAIL": "x@example.com",
}
