"""A fake GitHub REST (and a sliver of GraphQL) API on a real loopback port.

with GitHubFake() as github:
    installation = github.state.add_installation("acme")
    repo = github.state.add_repository("acme/widgets", installation, {"a.py": b"x = 1\\n"})
    pull = github.state.add_pull_request(repo, head_files={"a.py": b"x = 2\\n"})
    auth = AppAuthStrategy(github.app_id, github.private_key_pem)
    client = GitHub(auth, base_url=github.base_url)
"""

from __future__ import annotations

from starlette.applications import Starlette
from starlette.routing import Route

from tests.fakes import (
    github_apps,
    github_graphql,
    github_hooks,
    github_issues,
    github_pulls,
    github_reviews,
    github_statuses,
)
from tests.fakes.github_http import Endpoint, catch_all, route
from tests.fakes.github_state import GitHubState, generate_private_key_pem
from tests.fakes.server import FakeServer, ServerThread

ENDPOINTS: tuple[Endpoint, ...] = (
    *github_apps.ENDPOINTS,
    *github_hooks.ENDPOINTS,
    *github_pulls.ENDPOINTS,
    *github_reviews.ENDPOINTS,
    *github_issues.ENDPOINTS,
    *github_graphql.ENDPOINTS,
    *github_statuses.ENDPOINTS,
)


def new_state() -> GitHubState:
    """A world holding only the App, which has a freshly generated RSA key."""
    private_key_pem, public_key_pem = generate_private_key_pem()
    return GitHubState(private_key_pem, public_key_pem)


class GitHubFake(FakeServer):
    """The server plus the state it answers from; `reset()` swaps in a fresh state."""

    def __init__(self, state: GitHubState | None = None) -> None:
        self.state = state or new_state()
        routes: list[Route] = [route(endpoint, self._current_state) for endpoint in ENDPOINTS]
        routes.append(catch_all(self._current_state))
        self._server = ServerThread(Starlette(routes=routes))

    def _current_state(self) -> GitHubState:
        return self.state

    @property
    def app_id(self) -> int:
        return self.state.app_id

    @property
    def private_key_pem(self) -> str:
        return self.state.private_key_pem

    def reset(self, state: GitHubState | None = None) -> GitHubState:
        self.state = state or new_state()
        return self.state
