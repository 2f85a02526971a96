"""Sign a TestClient in: through the fake GitHub's OAuth pages, or with the admin token."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import httpx
from starlette.testclient import TestClient

from tests.dashboard.conftest import ADMIN_TOKEN
from tests.fakes.github import GitHubFake

if TYPE_CHECKING:
    import httpx2

CSRF_FIELD = re.compile(r'name="csrf" value="([^"]+)"')


def csrf_of(html: str) -> str:
    found = CSRF_FIELD.search(html)
    assert found, "no CSRF field on the page"
    return found.group(1)


def begin_github_sign_in(client: TestClient) -> str:
    """Follow "Sign in with GitHub" to the fake; returns where the fake sends the browser back."""
    start = client.get("/dashboard/signin/github")
    assert start.status_code == 303, start.text
    authorize = httpx.get(start.headers["location"], follow_redirects=False)
    assert authorize.status_code == 302, authorize.text
    return authorize.headers["location"]


def sign_in_with_github(client: TestClient, github: GitHubFake, login: str) -> None:
    github.state.sign_in_as(login)
    back = urlsplit(begin_github_sign_in(client))
    callback = client.get(f"{back.path}?{back.query}")
    assert callback.status_code == 303, callback.text
    assert callback.headers["location"] == "/dashboard/"


def sign_in_with_token(client: TestClient, token: str = ADMIN_TOKEN) -> httpx2.Response:
    """Starlette's TestClient answers with httpx2's Response (httpx where httpx2 is missing)."""
    page = client.get("/dashboard/signin")
    return client.post("/dashboard/signin/token", data={"csrf": csrf_of(page.text), "token": token})
