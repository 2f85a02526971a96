"""What a dashboard request asks for (filters) and what its viewer may see (scope)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from enum import StrEnum

from bot.core.findings import Category

DEFAULT_DAYS = 90
MAX_DAYS = 3 * 366
REPOSITORY_NAME = re.compile(r"^[A-Za-z0-9_.-]{1,100}/[A-Za-z0-9_.-]{1,100}$")


class FilterError(ValueError):
    """A query parameter is malformed; the message names it."""


class OutcomeFilter(StrEnum):
    ACCEPTED = "accepted"
    DISMISSED = "dismissed"
    IGNORED = "ignored"
    PENDING = "pending"


@dataclass(frozen=True, slots=True)
class Filters:
    since: date
    until: date
    """Inclusive: the whole day of `until` is in range."""
    installation_id: int | None = None
    repository: str | None = None
    category: Category | None = None

    @property
    def start(self) -> datetime:
        return datetime.combine(self.since, time(), tzinfo=UTC)

    @property
    def end(self) -> datetime:
        """Exclusive upper bound: midnight after `until`."""
        return datetime.combine(self.until + timedelta(days=1), time(), tzinfo=UTC)

    def query(self) -> dict[str, str]:
        """The filters as query parameters, to carry them across links."""
        params = {"since": self.since.isoformat(), "until": self.until.isoformat()}
        if self.installation_id is not None:
            params["installation"] = str(self.installation_id)
        if self.repository:
            params["repository"] = self.repository
        if self.category is not None:
            params["category"] = self.category.value
        return params

    def with_repository(self, repository: str) -> Filters:
        return Filters(self.since, self.until, self.installation_id, repository, self.category)


@dataclass(frozen=True, slots=True)
class Scope:
    """The repositories a viewer may see; None means all of them (the admin token)."""

    repositories: frozenset[str] | None = None
    writable: frozenset[str] = field(default_factory=frozenset)

    def can_see(self, repository: str) -> bool:
        return self.repositories is None or repository in self.repositories

    def can_write(self, repository: str) -> bool:
        return self.repositories is None or repository in self.writable


def _date(params: Mapping[str, str], name: str, default: date) -> date:
    raw = params.get(name, "").strip()
    if not raw:
        return default
    try:
        return date.fromisoformat(raw)
    except ValueError:
        raise FilterError(f"{name}: expected a date YYYY-MM-DD") from None


def parse_repository(raw: str) -> str:
    if not REPOSITORY_NAME.fullmatch(raw) or any(p in (".", "..") for p in raw.split("/")):
        raise FilterError("repository: expected owner/name")
    return raw


def parse_filters(params: Mapping[str, str], today: date) -> Filters:
    until = _date(params, "until", today)
    since = _date(params, "since", until - timedelta(days=DEFAULT_DAYS - 1))
    if since > until:
        raise FilterError("since: must not be after until")
    if (until - since).days > MAX_DAYS:
        raise FilterError(f"since: the range is limited to {MAX_DAYS} days")
    installation: int | None = None
    if raw := params.get("installation", "").strip():
        if not raw.isdigit():
            raise FilterError("installation: expected an installation id")
        installation = int(raw)
    repository = parse_repository(raw) if (raw := params.get("repository", "").strip()) else None
    category: Category | None = None
    if raw := params.get("category", "").strip():
        try:
            category = Category(raw)
        except ValueError:
            raise FilterError(f"category: one of {', '.join(c.value for c in Category)}") from None
    return Filters(since, until, installation, repository, category)
