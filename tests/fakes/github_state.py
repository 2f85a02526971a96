"""The GitHub fake's world: what a test sets up, what the server changes, what a test inspects.

Every public method takes the lock: the server answers from another thread.
"""

from __future__ import annotations

import dataclasses
import hashlib
import itertools
import re
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from tests.fakes.github_diff import Side, parse_diff, tree_diff
from tests.fakes.github_records import (
    AccessToken,
    AccountType,
    App,
    CheckRun,
    CommitStatus,
    Fault,
    Hook,
    HookDelivery,
    Installation,
    IssueComment,
    ManifestConversion,
    Permission,
    PullRequest,
    Reaction,
    ReactionSubject,
    RecordedRequest,
    Repository,
    Review,
    ReviewComment,
    ReviewState,
    ReviewThread,
    User,
)

TOKEN_LIFETIME = timedelta(hours=1)
MAX_JWT_LIFETIME = timedelta(minutes=10)


@dataclass(slots=True)
class DiffLimits:
    """GitHub refuses a diff media type past these; the files list stops at `max_listed_files`."""

    max_diff_files: int = 300
    max_diff_lines: int = 20_000
    max_listed_files: int = 3_000


def generate_private_key_pem() -> tuple[str, str]:
    """A fresh 2048-bit RSA key: (private PEM, public PEM)."""
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    private = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.TraditionalOpenSSL,
        serialization.NoEncryption(),
    ).decode()
    public = (
        key.public_key()
        .public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
        .decode()
    )
    return private, public


# One counter per process: githubkit caches JWTs and installation tokens process-wide, keyed
# by App id and installation id, so ids must never repeat between two fakes of one test run.
_PROCESS_IDS = itertools.count(1001)
_PROCESS_IDS_LOCK = threading.Lock()


class GitHubState:
    def __init__(self, private_key_pem: str, public_key_pem: str) -> None:
        self.lock = threading.RLock()
        app_id = self.next_id()
        self.limits = DiffLimits()
        self.users: dict[str, User] = {}
        owner = self.add_user("redline-owner")
        self.app = App(
            id=app_id,
            slug="redline",
            name="Redline",
            owner=owner,
            private_key_pem=private_key_pem,
            public_key_pem=public_key_pem,
            client_id=f"Iv1.{secrets.token_hex(8)}",
            client_secret=secrets.token_hex(20),
            webhook_secret=secrets.token_hex(16),
        )
        self.bot_user = self.add_user(self.app.bot_login, AccountType.BOT)
        self.installations: dict[int, Installation] = {}
        self.repositories: dict[str, Repository] = {}
        self.pull_requests: dict[tuple[str, int], PullRequest] = {}
        self.reviews: list[Review] = []
        self.review_comments: dict[int, ReviewComment] = {}
        self.threads: dict[str, ReviewThread] = {}
        self.issue_comments: dict[int, IssueComment] = {}
        self.reactions: list[Reaction] = []
        self.check_runs: dict[int, CheckRun] = {}
        self.commit_statuses: list[CommitStatus] = []
        self.tokens: dict[str, AccessToken] = {}
        self.manifest_codes: dict[str, ManifestConversion] = {}
        self.oauth_codes: dict[str, str] = {}
        self.signing_in_user: str | None = None
        self.recorded: list[RecordedRequest] = []
        self.faults: list[Fault] = []
        self.hooks: list[Hook] = []
        self.hook_deliveries: list[HookDelivery] = []
        """The App webhook's delivery log, oldest first (tests.fakes.github_hooks)."""
        self.redeliveries_asked: list[int] = []
        """Ids of attempts whose redelivery was asked and not yet sent."""

    @staticmethod
    def now() -> datetime:
        return datetime.now(UTC).replace(microsecond=0)

    @property
    def app_id(self) -> int:
        return self.app.id

    @property
    def private_key_pem(self) -> str:
        return self.app.private_key_pem

    @staticmethod
    def next_id() -> int:
        with _PROCESS_IDS_LOCK:
            return next(_PROCESS_IDS)

    def new_sha(self) -> str:
        return hashlib.sha1(str(self.next_id()).encode(), usedforsecurity=False).hexdigest()

    # ---- setup -------------------------------------------------------------------------------

    def add_user(self, login: str, type: AccountType = AccountType.USER) -> User:
        with self.lock:
            if login not in self.users:
                self.users[login] = User(login=login, id=self.next_id(), type=type)
            return self.users[login]

    def add_installation(
        self, account: str, account_type: AccountType = AccountType.ORGANIZATION
    ) -> Installation:
        with self.lock:
            installation = Installation(
                id=self.next_id(), account=self.add_user(account, account_type)
            )
            self.installations[installation.id] = installation
            return installation

    def add_repository(
        self,
        full_name: str,
        installation: Installation | None,
        files: dict[str, bytes] | None = None,
        default_branch: str = "main",
        private: bool = False,
    ) -> Repository:
        """A repository whose default branch holds `files`; no `installation`: App not installed."""
        owner_login, name = full_name.split("/")
        with self.lock:
            owner_type = installation.account.type if installation else AccountType.USER
            repository = Repository(
                id=self.next_id(),
                owner=self.add_user(owner_login, owner_type),
                name=name,
                installation_id=installation.id if installation else None,
                default_branch=default_branch,
                private=private,
            )
            self.repositories[full_name] = repository
            repository.branches[default_branch] = self.add_commit(repository, files or {})
            return repository

    def delete_repository(self, repository: Repository) -> None:
        """The owner deletes it (a fork, say): its pull requests keep their commits."""
        with self.lock:
            del self.repositories[repository.full_name]
            repository.deleted = True

    def add_commit(
        self, repository: Repository, files: dict[str, bytes], sha: str | None = None
    ) -> str:
        with self.lock:
            sha = sha or self.new_sha()
            repository.commits[sha] = dict(files)
            return sha

    def set_branch(self, repository: Repository, branch: str, sha: str) -> None:
        with self.lock:
            repository.branches[branch] = sha

    def set_permission(self, repository: Repository, login: str, permission: Permission) -> None:
        with self.lock:
            self.add_user(login)
            repository.permissions[login] = permission

    def add_pull_request(
        self,
        repository: Repository,
        diff: str | None = None,
        *,
        head_files: dict[str, bytes] | None = None,
        number: int | None = None,
        title: str = "A change",
        body: str | None = "",
        user: str = "octocat",
        base_ref: str | None = None,
        head_ref: str = "feature",
        head_repository: Repository | None = None,
        head_sha: str | None = None,
        draft: bool = False,
        state: str = "open",
        maintainer_can_modify: bool = False,
    ) -> PullRequest:
        """A PR from `head_ref` (of `head_repository`, a fork when given) into `base_ref`.

        Give `diff` (unified diff text), `head_files` (the diff is computed from the base
        commit's files), or both (the diff is taken as given, the files are served by contents).
        """
        with self.lock:
            base_ref = base_ref or repository.default_branch
            base_sha = repository.branches[base_ref]
            source = head_repository or repository
            head_sha = head_sha or self.new_sha()
            files = head_files if head_files is not None else repository.commits[base_sha]
            self.add_commit(source, files, head_sha)
            if source is not repository:
                repository.commits.setdefault(head_sha, dict(files))
            source.branches[head_ref] = head_sha
            text = diff if diff is not None else tree_diff(repository.commits[base_sha], files)
            now = self.now()
            pull = PullRequest(
                id=self.next_id(),
                number=number or self.next_id(),
                repository=repository,
                head_repository=source,
                user=self.add_user(user),
                title=title,
                body=body,
                state=state,
                draft=draft,
                base_ref=base_ref,
                base_sha=base_sha,
                head_ref=head_ref,
                head_sha=head_sha,
                maintainer_can_modify=maintainer_can_modify,
                diff=parse_diff(text),
                created_at=now,
                updated_at=now,
            )
            pull.diffs_by_head[head_sha] = pull.diff
            self.pull_requests[(repository.full_name, pull.number)] = pull
            return pull

    def advance_head(
        self,
        pull: PullRequest,
        diff: str | None = None,
        head_files: dict[str, bytes] | None = None,
        sha: str | None = None,
    ) -> str:
        """Simulate a push to the PR's head branch; comments on changed files become outdated."""
        with self.lock:
            files = (
                head_files
                if head_files is not None
                else pull.head_repository.commits[pull.head_sha]
            )
            sha = self.add_commit(pull.head_repository, files, sha)
            pull.repository.commits.setdefault(sha, dict(files))
            pull.head_repository.branches[pull.head_ref] = sha
            base_files = pull.repository.commits[pull.base_sha]
            new_diff = parse_diff(diff if diff is not None else tree_diff(base_files, files))
            for comment in self.review_comments.values():
                if comment.pull_request is not pull or comment.line is None:
                    continue
                old_file, new_file = pull.diff.file(comment.path), new_diff.file(comment.path)
                if new_file is None or old_file is None or new_file.patch != old_file.patch:
                    comment.line = None
                    comment.position = None
            pull.diff = new_diff
            pull.diffs_by_head[sha] = new_diff
            pull.head_sha = sha
            pull.updated_at = self.now()
            return sha

    def add_issue_comment(self, pull: PullRequest, login: str, body: str) -> IssueComment:
        with self.lock:
            now = self.now()
            comment = IssueComment(
                id=self.next_id(),
                repository=pull.repository,
                issue_number=pull.number,
                user=self.add_user(login),
                body=body,
                created_at=now,
                updated_at=now,
            )
            self.issue_comments[comment.id] = comment
            return comment

    def add_review_reply(self, comment_id: int, login: str, body: str) -> ReviewComment:
        """A person replies in the review thread of comment `comment_id`."""
        with self.lock:
            parent = self.review_comments[comment_id]
            now = self.now()
            reply = dataclasses.replace(
                parent,
                id=self.next_id(),
                review_id=self.next_id(),
                user=self.add_user(login),
                body=body,
                in_reply_to_id=parent.id,
                created_at=now,
                updated_at=now,
            )
            self.review_comments[reply.id] = reply
            self.threads[parent.thread_id].comment_ids.append(reply.id)
            return reply

    def add_review(self, pull: PullRequest, login: str, body: str) -> Review:
        """A person submits a COMMENT review on `pull` (at its current head)."""
        with self.lock:
            review = Review(
                id=self.next_id(),
                pull_request=pull,
                user=self.add_user(login),
                body=body,
                state=ReviewState.COMMENTED,
                commit_id=pull.head_sha,
                submitted_at=self.now(),
            )
            self.reviews.append(review)
            return review

    def add_reaction(
        self, subject: ReactionSubject, subject_id: int, login: str, content: str
    ) -> Reaction:
        with self.lock:
            reaction = Reaction(
                id=self.next_id(),
                subject=subject,
                subject_id=subject_id,
                user=self.add_user(login),
                content=content,
                created_at=self.now(),
            )
            self.reactions.append(reaction)
            return reaction

    def set_thread_resolved(self, comment_id: int, resolved: bool, by: str = "octocat") -> None:
        """A human resolves (or unresolves) the thread holding `comment_id`."""
        with self.lock:
            thread = self.threads[self.review_comments[comment_id].thread_id]
            thread.is_resolved = resolved
            thread.resolved_by = by if resolved else None

    def register_manifest_code(self, code: str | None = None) -> ManifestConversion:
        """A code the App-manifest flow can convert once into fresh App credentials."""
        with self.lock:
            private, _public = generate_private_key_pem()
            conversion = ManifestConversion(
                code=code or secrets.token_hex(10),
                app_id=self.next_id(),
                slug=f"redline-{secrets.token_hex(3)}",
                pem=private,
                webhook_secret=secrets.token_hex(16),
                client_id=f"Iv1.{secrets.token_hex(8)}",
                client_secret=secrets.token_hex(20),
            )
            self.manifest_codes[conversion.code] = conversion
            return conversion

    def register_app_from_manifest(self, manifest: dict[str, Any]) -> ManifestConversion:
        """Create the App a manifest describes (it becomes this fake's App, with fresh
        credentials and its callback URLs) and a code that converts once into them."""
        with self.lock:
            private, public = generate_private_key_pem()
            self.app = dataclasses.replace(
                self.app,
                id=self.next_id(),
                name=str(manifest.get("name", "Redline")),
                private_key_pem=private,
                public_key_pem=public,
                client_id=f"Iv1.{secrets.token_hex(8)}",
                client_secret=secrets.token_hex(20),
                webhook_secret=secrets.token_hex(16),
                callback_urls=tuple(str(url) for url in manifest.get("callback_urls", ())),
            )
            conversion = ManifestConversion(
                code=secrets.token_hex(10),
                app_id=self.app.id,
                slug=self.app.slug,
                pem=private,
                webhook_secret=self.app.webhook_secret,
                client_id=self.app.client_id,
                client_secret=self.app.client_secret,
            )
            self.manifest_codes[conversion.code] = conversion
            return conversion

    def sign_in_as(self, login: str) -> User:
        """The user `GET /login/oauth/authorize` signs in (as if they clicked "Authorize")."""
        with self.lock:
            self.signing_in_user = login
            return self.add_user(login)

    def fail_next(
        self,
        method: str,
        path_pattern: str,
        status: int,
        times: int = 1,
        headers: dict[str, str] | None = None,
        body: dict[str, Any] | None = None,
        after: bool = False,
    ) -> None:
        """The next `times` requests whose path fully matches the regex `path_pattern` fail;
        with `after`, each is applied first (GitHub failed once the work was done)."""
        default_message = (
            "You have exceeded a secondary rate limit. "
            "Please wait a few minutes before you try again."
            if status in (403, 429)
            else "Server Error"
        )
        with self.lock:
            self.faults.append(
                Fault(
                    method=method,
                    path_pattern=re.compile(path_pattern),
                    status=status,
                    times=times,
                    headers=dict(headers or {}),
                    body=body or {"message": default_message},
                    after=after,
                )
            )

    def before_next(self, method: str, path_pattern: str, action: Callable[[], object]) -> None:
        """Run `action` once, just before the next request whose path fully matches the regex
        `path_pattern` is answered (a push landing while the client is mid-way, say)."""
        with self.lock:
            self.hooks.append(Hook(method, re.compile(path_pattern), action))

    def take_hook(self, method: str, path: str) -> Hook | None:
        with self.lock:
            hook = next((h for h in self.hooks if h.matches(method, path)), None)
            if hook is not None:
                self.hooks.remove(hook)
            return hook

    # ---- tokens ------------------------------------------------------------------------------

    def issue_installation_token(
        self,
        installation_id: int,
        repository_ids: frozenset[int] | None = None,
        permissions: dict[str, str] | None = None,
    ) -> AccessToken:
        with self.lock:
            token = AccessToken(
                token=f"ghs_{secrets.token_hex(18)}",
                expires_at=self.now() + TOKEN_LIFETIME,
                installation_id=installation_id,
                repository_ids=repository_ids,
                permissions=permissions,
            )
            self.tokens[token.token] = token
            return token

    def issue_workflow_token(
        self, repository: Repository, permissions: dict[str, str]
    ) -> AccessToken:
        """A workflow run's GITHUB_TOKEN: its repository alone, with the workflow's
        `permissions:` (a fork's pull request gets every permission read-only)."""
        assert repository.installation_id is not None, "the repository has no installation"
        return self.issue_installation_token(
            repository.installation_id,
            frozenset({repository.id}),
            {**permissions, "metadata": "read"},
        )

    def issue_user_token(self, login: str) -> AccessToken:
        with self.lock:
            token = AccessToken(
                token=f"ghu_{secrets.token_hex(18)}",
                expires_at=self.now() + TOKEN_LIFETIME,
                user_login=login,
            )
            self.tokens[token.token] = token
            return token

    def expire_tokens(self) -> None:
        """Every token issued so far stops working (as if an hour had passed)."""
        with self.lock:
            for token in self.tokens.values():
                token.expires_at = self.now() - timedelta(seconds=1)

    def valid_token(self, token: str) -> AccessToken | None:
        with self.lock:
            found = self.tokens.get(token)
            return found if found is not None and found.expires_at > self.now() else None

    def app_jwt_error(self, token: str) -> str | None:
        """None when `token` is a JWT GitHub would accept for this App, else why not."""
        try:
            claims = jwt.decode(
                token,
                self.app.public_key_pem,
                algorithms=["RS256"],
                options={"require": ["iat", "exp", "iss"], "verify_iat": True},
            )
        except jwt.PyJWTError as error:
            return f"'{type(error).__name__}': {error}"
        if str(claims["iss"]) not in (str(self.app.id), self.app.client_id):
            return "'Issuer' claim ('iss') must be the App's id"
        if int(claims["exp"]) - int(claims["iat"]) > MAX_JWT_LIFETIME.total_seconds():
            return "'Expiration time' claim ('exp') is too far in the future"
        return None

    # ---- lookups -----------------------------------------------------------------------------

    def repository(self, owner: str, name: str) -> Repository | None:
        with self.lock:
            return self.repositories.get(f"{owner}/{name}")

    def pull_request(self, repository: Repository, number: int) -> PullRequest | None:
        with self.lock:
            return self.pull_requests.get((repository.full_name, number))

    def knows_sha(self, repository: Repository, sha: str) -> bool:
        with self.lock:
            return sha in repository.commits

    # ---- inspection --------------------------------------------------------------------------

    def requests(self, method: str | None = None, path: str | None = None) -> list[RecordedRequest]:
        """Recorded requests, optionally only those of `method` whose path fully matches `path`."""
        with self.lock:
            return [
                request
                for request in self.recorded
                if (method is None or request.method == method.upper())
                and (path is None or re.fullmatch(path, request.path))
            ]

    def reviews_of(self, pull: PullRequest) -> list[Review]:
        with self.lock:
            return [review for review in self.reviews if review.pull_request is pull]

    def review_comments_of(self, pull: PullRequest) -> list[ReviewComment]:
        with self.lock:
            return [c for c in self.review_comments.values() if c.pull_request is pull]

    def issue_comments_of(self, pull: PullRequest) -> list[IssueComment]:
        with self.lock:
            return [
                comment
                for comment in self.issue_comments.values()
                if comment.repository is pull.repository and comment.issue_number == pull.number
            ]

    def check_runs_of(self, repository: Repository, head_sha: str | None = None) -> list[CheckRun]:
        with self.lock:
            return [
                run
                for run in self.check_runs.values()
                if run.repository is repository and head_sha in (None, run.head_sha)
            ]

    def reactions_on(self, subject: ReactionSubject, subject_id: int) -> list[Reaction]:
        with self.lock:
            return [
                r for r in self.reactions if r.subject is subject and r.subject_id == subject_id
            ]

    def resolved_threads(self) -> list[ReviewThread]:
        with self.lock:
            return [thread for thread in self.threads.values() if thread.is_resolved]

    def thread_of(self, comment_id: int) -> ReviewThread:
        with self.lock:
            return self.threads[self.review_comments[comment_id].thread_id]


__all__ = ["DiffLimits", "GitHubState", "Side", "generate_private_key_pem"]
