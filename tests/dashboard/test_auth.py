"""Who may see what: sessions, the admin token, GitHub's word on access, CSRF."""

from __future__ import annotations

import base64
import json
from urllib.parse import parse_qs, urlsplit

import pytest
from itsdangerous import TimestampSigner
from sqlalchemy import select
from sqlalchemy.orm import Session
from starlette.applications import Starlette
from starlette.testclient import TestClient

from bot.dashboard import dashboard_routes
from bot.dashboard.auth import SESSION_COOKIE
from bot.store.feedback_models import RuleUnmute
from bot.store.models import Job
from tests.dashboard.conftest import ADMIN_TOKEN, Site, dashboard_settings
from tests.dashboard.data import MUTED_RULE, SINCE, UNTIL
from tests.dashboard.signing import (
    begin_github_sign_in,
    csrf_of,
    sign_in_with_github,
    sign_in_with_token,
)

MARCH = {"since": SINCE, "until": UNTIL}
PAGES = ["/dashboard/", "/dashboard/repos/acme/widgets", "/dashboard/rules", "/dashboard/findings"]
API = [
    "/api/v1/overview",
    "/api/v1/repositories/acme/widgets",
    "/api/v1/rules",
    "/api/v1/rules.csv",
    "/api/v1/findings",
]


def test_without_a_session_pages_redirect_to_sign_in(client: TestClient) -> None:
    for path in PAGES:
        response = client.get(path, params=MARCH)
        assert response.status_code == 303, path
        location = urlsplit(response.headers["location"])
        assert location.path == "/dashboard/signin"
        assert parse_qs(location.query)["next"][0].startswith(path)


def test_without_credentials_the_api_answers_401(client: TestClient) -> None:
    for path in API:
        assert client.get(path).status_code == 401, path
        wrong = client.get(path, headers={"Authorization": "Bearer not-the-token"})
        assert wrong.status_code == 401, path
    assert (
        client.get(
            "/api/v1/overview", headers={"Authorization": f"Bearer {ADMIN_TOKEN}"}
        ).status_code
        == 200
    )
    assert client.get("/api/v1/openapi.json").status_code == 200


def test_forged_or_tampered_session_cookie_is_refused(client: TestClient) -> None:
    forged = TimestampSigner("not-the-secret").sign(
        b"eyJ2aWV3ZXIiOiB7ImFkbWluIjogIngiLCAiYXQiOiA5OTk5OTk5OTk5fX0="
    )
    client.cookies.set(SESSION_COOKIE, forged.decode())
    assert client.get("/dashboard/").status_code == 303
    assert client.get("/api/v1/overview").status_code == 401

    client.cookies.clear()
    assert sign_in_with_token(client).status_code == 303
    genuine = client.cookies[SESSION_COOKIE]
    payload, _, signature = genuine.partition(".")
    session = json.loads(base64.b64decode(payload))
    session["viewer"]["at"] += 1
    tampered = base64.b64encode(json.dumps(session).encode()).decode()
    client.cookies.clear()
    client.cookies.set(SESSION_COOKIE, f"{tampered}.{signature}")
    assert client.get("/dashboard/").status_code == 303
    client.cookies.clear()
    client.cookies.set(SESSION_COOKIE, genuine)
    assert client.get("/dashboard/").status_code == 200


def test_token_sign_in_checks_token_and_csrf(client: TestClient) -> None:
    assert sign_in_with_token(client, "wrong").status_code == 401
    page = client.get("/dashboard/signin")
    missing_csrf = client.post("/dashboard/signin/token", data={"token": ADMIN_TOKEN})
    assert missing_csrf.status_code == 403
    assert client.get("/dashboard/").status_code == 303
    assert csrf_of(page.text)
    assert sign_in_with_token(client).status_code == 303
    assert client.get("/dashboard/", params=MARCH).status_code == 200


def test_session_cookie_flags(site: Site) -> None:
    with TestClient(site.app, follow_redirects=False) as plain:
        response = sign_in_with_token(plain)
        cookie = response.headers["set-cookie"].lower()
        assert "httponly" in cookie and "samesite=lax" in cookie and "secure" not in cookie
    secure_settings = dashboard_settings(site.github, public_url="https://redline.example")
    secure_app = Starlette(routes=dashboard_routes(secure_settings, site.engine))
    with TestClient(
        secure_app, base_url="https://redline.example", follow_redirects=False
    ) as secure:
        response = sign_in_with_token(secure)
        assert "secure" in response.headers["set-cookie"].lower()


def test_github_sign_in_sees_only_what_github_allows(client: TestClient, site: Site) -> None:
    sign_in_with_github(client, site.github, "alice")
    overview = client.get("/api/v1/overview", params=MARCH).json()
    assert [r["repository"] for r in overview["repositories"]] == ["acme/widgets"]
    assert overview["total"]["shown"] == 10
    assert client.get("/dashboard/repos/acme/widgets", params=MARCH).status_code == 200
    assert client.get("/dashboard/repos/acme/secret").status_code == 404
    assert client.get("/dashboard/", params={"repository": "acme/secret"}).status_code == 404
    assert client.get("/api/v1/repositories/acme/secret").status_code == 404
    assert client.get("/api/v1/findings", params={"repository": "other/thing"}).status_code == 404
    rules = client.get("/api/v1/rules", params=MARCH).json()["rules"]
    assert {r["rule_id"] for r in rules} == {"py.sql-injection", "llm.bug"}
    page = client.get("/dashboard/", params=MARCH).text
    assert "acme/secret" not in page and "other/thing" not in page


def test_oauth_state_must_match(client: TestClient, site: Site) -> None:
    site.github.state.sign_in_as("alice")
    back = urlsplit(begin_github_sign_in(client))
    returned = parse_qs(back.query)
    forged = client.get(
        "/dashboard/auth/callback", params={"code": returned["code"][0], "state": "forged"}
    )
    assert forged.status_code == 400
    replayed = client.get(f"{back.path}?{back.query}")
    assert replayed.status_code == 400, "the state is single-use"
    assert client.get("/dashboard/").status_code == 303


def _unmutes(site: Site) -> list[RuleUnmute]:
    with Session(site.engine) as session:
        return list(session.scalars(select(RuleUnmute)))


def test_unmute_requires_csrf_and_write_access(client: TestClient, site: Site) -> None:
    sign_in_with_github(client, site.github, "alice")
    page = client.get("/dashboard/repos/acme/widgets", params=MARCH)
    assert MUTED_RULE in page.text
    action = "/dashboard/repos/acme/widgets/unmute"
    assert client.post(action, data={"rule_id": MUTED_RULE}).status_code == 403
    assert client.post(action, data={"rule_id": MUTED_RULE, "csrf": "guess"}).status_code == 403
    assert (
        client.post(
            "/dashboard/repos/acme/secret/unmute",
            data={"rule_id": "secret.muted", "csrf": csrf_of(page.text)},
        ).status_code
        == 404
    )
    assert _unmutes(site) == []

    done = client.post(action, data={"rule_id": MUTED_RULE, "csrf": csrf_of(page.text)})
    assert done.status_code == 303
    [unmute] = _unmutes(site)
    assert (unmute.repository_full_name, unmute.rule_id, unmute.actor) == (
        "acme/widgets",
        MUTED_RULE,
        "alice",
    )
    with Session(site.engine) as session:
        assert [job.kind for job in session.scalars(select(Job))] == ["relearn"]
    after = client.get(done.headers["location"]).text
    assert "unmute requested" in after


def test_read_only_user_cannot_unmute(client: TestClient, site: Site) -> None:
    sign_in_with_github(client, site.github, "bob")
    page = client.get("/dashboard/repos/acme/widgets", params=MARCH)
    assert "needs write access" in page.text
    refused = client.post(
        "/dashboard/repos/acme/widgets/unmute",
        data={"rule_id": MUTED_RULE, "csrf": csrf_of(page.text)},
    )
    assert refused.status_code == 403
    assert _unmutes(site) == []


def test_sign_out_needs_csrf_and_ends_the_session(client: TestClient, site: Site) -> None:
    sign_in_with_github(client, site.github, "alice")
    page = client.get("/dashboard/", params=MARCH)
    assert client.post("/dashboard/signout").status_code == 403
    assert client.get("/dashboard/").status_code == 200
    assert client.post("/dashboard/signout", data={"csrf": csrf_of(page.text)}).status_code == 303
    assert client.get("/dashboard/").status_code == 303
    assert client.get("/api/v1/overview").status_code == 401


@pytest.mark.parametrize("next_path", ["https://evil.example/", "//evil.example/x"])
def test_sign_in_never_redirects_off_site(client: TestClient, next_path: str) -> None:
    page = client.get("/dashboard/signin", params={"next": next_path})
    response = client.post(
        "/dashboard/signin/token",
        data={"csrf": csrf_of(page.text), "token": ADMIN_TOKEN, "next": next_path},
    )
    assert response.headers["location"] == "/dashboard/"
