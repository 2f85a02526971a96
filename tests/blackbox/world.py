"""A pull request as the black-box suite drives it: its commits in a bare repository the
git server serves, the same PR in the GitHub fake, and its webhooks sent over HTTP."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx

from bot.core.render import parse_finding_marker
from tests.blackbox.harness import Deployment
from tests.e2e.harness import issue_comment_payload, pull_request_payload, review_comment_payload
from tests.fakes.github_records import CheckRun, IssueComment, Review, ReviewComment
from tests.fix.world import PullWorld, make_pull_world

CONFIG = (
    "fix:\n  test_command: python3 -m compileall -q app\n"
    # fixed thresholds: what other tests' feedback teaches the learner changes nothing here
    "thresholds: {security: 0.3, correctness: 0.3}\n"
)
BASE = {
    "app/__init__.py": "",
    "app/config.py": '"""Config."""\n\n\ndef load(text):\n    return text\n',
    ".github/redline.yml": CONFIG,
}
HEAD = {
    "app/config.py": '"""Config."""\nimport yaml\n\n\ndef load(text):\n    return yaml.load(text)\n',
    "app/shell.py": '"""Shell."""\nimport subprocess\n\n\ndef archive(path):\n'
    '    subprocess.call("tar czf backup.tgz " + path, shell=True)\n',
}
WRITER = "maintainer"
READER = "reader"


@dataclass
class Pull:
    deployment: Deployment
    world: PullWorld

    @classmethod
    def open(cls, deployment: Deployment, name: str, delivery_id: str | None = None) -> Pull:
        """<name>/widgets: a PR that adds an unsafe `yaml.load` and a shell call; "opened" sent."""
        world = make_pull_world(
            deployment.fakes.github,
            deployment.fakes.remotes,
            BASE,
            HEAD,
            full_name=f"{name}/widgets",
        )
        pull = cls(deployment, world)
        pull.send_pull_request("opened", delivery_id)
        return pull

    @property
    def state(self) -> Any:
        return self.deployment.fakes.github.state

    def send_pull_request(self, action: str, delivery_id: str | None = None) -> httpx.Response:
        world = self.world
        payload = pull_request_payload(
            action, world.repository, world.pull, world.installation.id, sender="alice"
        )
        return self.deployment.deliver("pull_request", payload, delivery_id)

    def push(self, files: dict[str, str], message: str) -> str:
        """Someone pushes to the PR's branch: the git remote and GitHub both move."""
        sha = self.world.remote.push_change("feature", files, message)
        head = {**self.head_files(), **{p: t.encode() for p, t in files.items()}}
        self.state.advance_head(self.world.pull, head_files=head, sha=sha)
        self.send_pull_request("synchronize")
        return sha

    def head_files(self) -> dict[str, bytes]:
        pull = self.world.pull
        return dict(pull.head_repository.commits[pull.head_sha])

    def comment(self, body: str, author: str) -> int:
        world = self.world
        comment = self.state.add_issue_comment(world.pull, author, body)
        payload = issue_comment_payload(
            world.repository,
            world.pull,
            world.installation.id,
            comment_id=comment.id,
            body=body,
            author=author,
        )
        self.deployment.deliver("issue_comment", payload)
        return int(comment.id)

    def reply(self, finding_comment: ReviewComment, body: str, author: str) -> int:
        world = self.world
        reply = self.state.add_review_reply(finding_comment.id, author, body)
        payload = review_comment_payload(
            world.repository,
            world.pull,
            world.installation.id,
            comment_id=reply.id,
            in_reply_to_id=finding_comment.id,
            body=body,
            author=author,
        )
        self.deployment.deliver("pull_request_review_comment", payload)
        return int(reply.id)

    def reviews(self) -> list[Review]:
        return list(self.state.reviews_of(self.world.pull))

    def finding_comments(self) -> list[ReviewComment]:
        """Redline's inline comments (each carries its finding's marker)."""
        return [
            c
            for c in self.state.review_comments_of(self.world.pull)
            if c.user.login.endswith("[bot]")
            and parse_finding_marker(c.body)
            and c.in_reply_to_id is None
        ]

    def thread_replies(self, comment: ReviewComment) -> list[ReviewComment]:
        return [
            c
            for c in self.state.review_comments_of(self.world.pull)
            if c.in_reply_to_id == comment.id and c.user.login.endswith("[bot]")
        ]

    def bot_answers(self) -> list[IssueComment]:
        return [
            c
            for c in self.state.issue_comments_of(self.world.pull)
            if c.user.login.endswith("[bot]")
        ]

    def check_runs(self, head_sha: str | None = None) -> list[CheckRun]:
        sha = head_sha or self.world.pull.head_sha
        return list(self.state.check_runs_of(self.world.repository, sha))

    def completed_check(self) -> CheckRun | None:
        runs = self.check_runs()
        return runs[0] if len(runs) == 1 and runs[0].status == "completed" else None
