"""A pull request whose remote is a real git repository: a bare repo beside the GitHub fake."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path

from tests.fakes.github import GitHubFake
from tests.fakes.github_records import Installation, Permission, PullRequest, Repository

GIT_ENV = {
    "PATH": "/usr/bin:/bin",
    "HOME": "/nonexistent",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_AUTHOR_NAME": "Octo Cat",
    "GIT_AUTHOR_EMAIL": "octocat@example.com",
    "GIT_COMMITTER_NAME": "Octo Cat",
    "GIT_COMMITTER_EMAIL": "octocat@example.com",
}


def git(cwd: Path, *args: str) -> str:
    completed = subprocess.run(
        ["git", "-c", "safe.directory=*", "-C", str(cwd), *args],
        capture_output=True,
        env=GIT_ENV,
        check=True,
        text=True,
    )
    return completed.stdout.strip()


def commit_files(work: Path, files: dict[str, str], message: str) -> str:
    for path, text in files.items():
        target = work / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
    git(work, "add", "-A")
    git(work, "commit", "-q", "-m", message)
    return git(work, "rev-parse", "HEAD")


@dataclass
class GitRemote:
    """`<root>/<owner>/<repo>.git`, and a scratch clone to make commits in."""

    root: Path
    full_name: str
    work: Path

    @property
    def bare(self) -> Path:
        return self.root / f"{self.full_name}.git"

    @property
    def base_url(self) -> str:
        return self.root.as_uri()

    def branch_sha(self, branch: str) -> str | None:
        out = git(self.bare, "for-each-ref", "--format=%(objectname)", f"refs/heads/{branch}")
        return out or None

    def commits(self, branch: str) -> list[str]:
        return git(self.bare, "rev-list", f"refs/heads/{branch}").split()

    def show(self, ref: str, path: str) -> str:
        return git(self.bare, "show", f"{ref}:{path}")

    def push_change(self, branch: str, files: dict[str, str], message: str) -> str:
        """Someone else pushes to `branch` (the PR's head moves)."""
        git(self.work, "fetch", "-q", str(self.bare), f"refs/heads/{branch}")
        git(self.work, "checkout", "-q", "-B", branch, "FETCH_HEAD")
        sha = commit_files(self.work, files, message)
        git(self.work, "push", "-q", str(self.bare), f"HEAD:refs/heads/{branch}")
        return sha


def make_remote(
    root: Path, full_name: str, base: dict[str, str], head: dict[str, str], head_ref: str
) -> tuple[GitRemote, str, str]:
    """A bare repo with `main` (base files) and `head_ref` (head files): (remote, base, head)."""
    bare = root / f"{full_name}.git"
    bare.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["git", "init", "-q", "--bare", str(bare)], check=True, env=GIT_ENV)
    work = root / f"work-{full_name.replace('/', '-')}"
    subprocess.run(["git", "init", "-q", "-b", "main", str(work)], check=True, env=GIT_ENV)
    base_sha = commit_files(work, base, "base")
    git(work, "push", "-q", str(bare), "HEAD:refs/heads/main")
    git(work, "checkout", "-q", "-b", head_ref)
    head_sha = commit_files(work, head, "head")
    git(work, "push", "-q", str(bare), f"HEAD:refs/heads/{head_ref}")
    return GitRemote(root, full_name, work), base_sha, head_sha


@dataclass
class PullWorld:
    fake: GitHubFake
    installation: Installation
    repository: Repository
    pull: PullRequest
    remote: GitRemote
    head_files: dict[str, str]


def make_pull_world(
    fake: GitHubFake,
    root: Path,
    base: dict[str, str],
    head: dict[str, str],
    *,
    full_name: str = "acme/widgets",
    fork: str | None = None,
    maintainer_can_modify: bool = False,
    state: str = "open",
    fork_deleted: bool = False,
) -> PullWorld:
    """The PR `feature` → `main` in the fake, its commits in a bare repo under `root`.

    With `fork_deleted` the fork is gone from the fake and the bare repo is the base
    repository's, which keeps the pull's commits (and here a `feature` branch at its head).
    """
    remote_name = full_name if fork_deleted else fork or full_name
    head_files = {**base, **head}
    remote, _base_sha, head_sha = make_remote(root, remote_name, base, head_files, "feature")
    installation = fake.state.add_installation(full_name.split("/")[0])
    as_bytes = {path: text.encode() for path, text in base.items()}
    repository = fake.state.add_repository(full_name, installation, as_bytes)
    head_repository = None
    if fork is not None:
        head_repository = fake.state.add_repository(fork, None, as_bytes)
    pull = fake.state.add_pull_request(
        repository,
        head_files={path: text.encode() for path, text in head_files.items()},
        head_sha=head_sha,
        head_repository=head_repository,
        maintainer_can_modify=maintainer_can_modify,
        state=state,
    )
    if fork_deleted and head_repository is not None:
        fake.state.delete_repository(head_repository)
    fake.state.set_permission(repository, "maintainer", Permission.WRITE)
    fake.state.set_permission(repository, "reader", Permission.READ)
    return PullWorld(fake, installation, repository, pull, remote, head_files)
