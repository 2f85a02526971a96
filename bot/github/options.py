"""How Redline's githubkit clients talk to GitHub: base URL, timeout, and which failures
are retried (never a request that could post something twice)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import httpx
from githubkit.exception import GitHubException, RequestFailed, RequestTimeout
from githubkit.retry import RetryChainDecision, RetryRateLimit
from githubkit.typing import RetryOption

_REPEATABLE_POSTS = re.compile(r".*/(graphql|app/installations/\d+/access_tokens)")
"""POSTs that create nothing a second attempt could duplicate: GraphQL (Redline's queries and
its one, idempotent, mutation) and installation tokens."""
_CHECK_RUN = re.compile(r".*/check-runs/\d+")
"""A check run's PATCH appends the annotations it carries: a second one would repeat them."""


def _may_repeat(request: httpx.Request) -> bool:
    """Whether a request that failed with 5xx or timed out may be sent again.

    GitHub may have applied a POST before failing: sending it again could post a second
    review, comment or check run, and a check run's PATCH its annotations a second time.
    The job's own retry finds what the first attempt posted.
    """
    path = request.url.path
    if request.method == "PATCH":
        return not _CHECK_RUN.fullmatch(path)
    return request.method != "POST" or bool(_REPEATABLE_POSTS.fullmatch(path))


class _ServerErrorRetry:
    """Retry 5xx and timeouts with exponential backoff (githubkit's own waits 1, 4, 9 s),
    except for requests that could post something twice."""

    def __init__(self, max_retry: int, base_seconds: float) -> None:
        self.max_retry = max_retry
        self.base_seconds = base_seconds

    def __call__(self, exc: GitHubException, retry_count: int) -> RetryOption:
        retryable = (
            isinstance(exc, RequestTimeout)
            or (isinstance(exc, RequestFailed) and exc.response.status_code >= 500)
        ) and _may_repeat(exc.request)
        if retryable and retry_count < self.max_retry:
            return RetryOption(True, timedelta(seconds=self.base_seconds * 2**retry_count))
        return RetryOption(False)


@dataclass(frozen=True, slots=True)
class ClientOptions:
    base_url: str = "https://api.github.com"
    timeout_seconds: float = 30.0
    max_retries: int = 3
    retry_base_seconds: float = 1.0

    def githubkit_kwargs(self) -> dict[str, Any]:
        return {
            "base_url": self.base_url.rstrip("/") + "/",
            "timeout": self.timeout_seconds,
            "auto_retry": RetryChainDecision(
                RetryRateLimit(max_retry=1),
                _ServerErrorRetry(self.max_retries, self.retry_base_seconds),
            ),
            "user_agent": "redline-bot",
            # Conditional requests are ours (ETags kept in the database across workers);
            # an HTTP cache in between would turn GitHub's 304 back into a stale 200.
            "http_cache": False,
        }
