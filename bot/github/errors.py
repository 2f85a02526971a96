"""GitHub's failures as the project's errors: githubkit's exceptions stop here."""

from __future__ import annotations

from githubkit.exception import GitHubException, RateLimitExceeded, RequestFailed, RequestTimeout


class GitHubError(Exception):
    """A GitHub call failed. `status` is the HTTP status (0 when none came back);
    `rate_limited` when GitHub said so (403/429 with `x-ratelimit-remaining: 0` or
    `retry-after`: githubkit's RateLimitExceeded)."""

    def __init__(self, message: str, status: int = 0, *, rate_limited: bool = False) -> None:
        super().__init__(message)
        self.status = status
        self.rate_limited = rate_limited

    @property
    def transient(self) -> bool:
        """Worth retrying later: no answer, a server error, or a rate limit. Any other 403
        (a missing permission, a blocked resource) stays what it is."""
        return self.status == 0 or self.status >= 500 or self.status == 429 or self.rate_limited


class DiffTooLarge(GitHubError):
    """GitHub refuses to render the whole diff (406 too_large)."""


def translate(error: GitHubException, what: str) -> GitHubError:
    """`error` as a GitHubError whose message starts with `what` (the call that failed)."""
    if isinstance(error, RequestFailed):
        status = error.response.status_code
        try:
            detail = error.response.json().get("message", "")
        except (ValueError, AttributeError):
            detail = ""
        if isinstance(error, RateLimitExceeded):
            return GitHubError(f"{what}: rate limited ({status})", status, rate_limited=True)
        return GitHubError(f"{what}: {status} {detail}".rstrip(), status)
    if isinstance(error, RequestTimeout):
        return GitHubError(f"{what}: timed out", 0)
    return GitHubError(f"{what}: {_cause(error)}", 0)


def _cause(error: BaseException) -> str:
    """The first line of what went wrong underneath (githubkit wraps httpx's error)."""
    cause = getattr(error, "exc", None) or error.__cause__ or error
    lines = str(cause).strip().splitlines()
    return f"{type(cause).__name__}: {lines[0]}" if lines else type(cause).__name__
