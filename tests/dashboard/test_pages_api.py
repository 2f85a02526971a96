"""Pages and API as an admin: escaping, definitions, charts, OpenAPI, CSV."""

from __future__ import annotations

from typing import Any

import jsonschema  # type: ignore[import-untyped]  # no types-jsonschema in the venv
import pytest
from starlette.testclient import TestClient

from bot.dashboard.openapi import SPEC
from tests.dashboard.conftest import ADMIN_TOKEN
from tests.dashboard.data import SINCE, UNTIL, XSS_TITLE

MARCH = {"since": SINCE, "until": UNTIL}
BEARER = {"Authorization": f"Bearer {ADMIN_TOKEN}"}
ESCAPED_TITLE = "&lt;img src=x onerror=alert(1)&gt;"


def _validate(document: Any, schema_name: str) -> None:
    schema = {"$ref": f"#/components/schemas/{schema_name}", "components": SPEC["components"]}
    jsonschema.Draft202012Validator(schema).validate(document)


@pytest.fixture
def admin(client: TestClient) -> TestClient:
    client.headers.update(BEARER)
    return client


def test_pr_text_is_escaped_on_every_page(client: TestClient) -> None:
    from tests.dashboard.signing import sign_in_with_token

    sign_in_with_token(client)
    for path in ("/dashboard/findings", "/dashboard/repos/acme/widgets"):
        html = client.get(path, params=MARCH).text
        assert ESCAPED_TITLE in html, path
        assert XSS_TITLE not in html, path
    policy = client.get("/dashboard/", params=MARCH).headers["content-security-policy"]
    assert "default-src 'none'" in policy and "script-src" not in policy


def test_pages_state_the_rate_definition_and_draw_charts(client: TestClient) -> None:
    from tests.dashboard.signing import sign_in_with_token

    sign_in_with_token(client)
    html = client.get("/dashboard/", params=MARCH).text
    assert "accepted ÷ (accepted + dismissed)" in html
    assert "6 accepted ÷ 11 decided" in html
    assert html.count('class="pygal-chart"') == 3
    repository = client.get("/dashboard/repos/acme/widgets", params=MARCH).text
    assert repository.count('class="pygal-chart"') == 5
    assert "Precision versus threshold" in repository
    rules = client.get("/dashboard/rules", params={**MARCH, "sort": "rate", "order": "asc"}).text
    assert rules.index("secrets.aws-key") < rules.index("=cmd|style.x")
    assert client.get("/dashboard/rules", params={"sort": "bogus"}).status_code == 400


def test_api_answers_match_the_openapi_schemas(admin: TestClient) -> None:
    cases = [
        ("/api/v1/overview", "Overview"),
        ("/api/v1/repositories/acme/widgets", "Repository"),
        ("/api/v1/rules", "Rules"),
        ("/api/v1/findings", "Findings"),
    ]
    for path, schema in cases:
        response = admin.get(path, params=MARCH)
        assert response.status_code == 200, path
        _validate(response.json(), schema)
    served = admin.get("/api/v1/openapi.json").json()
    assert served["openapi"].startswith("3.1")
    assert set(served["paths"]) == {
        "/overview",
        "/repositories/{owner}/{name}",
        "/rules",
        "/rules.csv",
        "/findings",
    }


def test_api_repository_numbers(admin: TestClient) -> None:
    body = admin.get("/api/v1/repositories/acme/widgets", params=MARCH).json()
    assert body["total"]["shown"] == 10 and body["total"]["acceptance_rate"] == 0.5
    assert [t["value"] for t in body["threshold_history"]] == [0.5, 0.6]
    assert body["thresholds"][0]["curve"][1] == [0.5, 0.7, 0.45, 3.0]
    assert [m["rule_id"] for m in body["muted_rules"]] == ["py.noisy-rule"]
    assert [r["rule_id"] for r in body["top_accepted"]] == ["py.sql-injection", "llm.bug"]
    assert body["top_dismissed"][0]["rule_id"] == "llm.bug"


def test_api_filters_and_bad_parameters(admin: TestClient) -> None:
    security = admin.get("/api/v1/overview", params={**MARCH, "category": "security"}).json()
    assert security["total"]["shown"] == 7
    assert admin.get("/api/v1/overview", params={"since": "nope"}).status_code == 400
    pending = admin.get("/api/v1/findings", params={**MARCH, "outcome": "pending"}).json()
    assert [f["outcome"] for f in pending["findings"]] == ["pending"]
    assert pending["findings"][0]["comment_url"].startswith("https://github.com/acme/widgets/")


def test_rules_csv_export(admin: TestClient) -> None:
    response = admin.get("/api/v1/rules.csv", params={**MARCH, "sort": "rule", "order": "asc"})
    assert response.headers["content-type"].startswith("text/csv")
    assert "attachment" in response.headers["content-disposition"]
    lines = response.text.splitlines()
    assert len(lines) == 5
    assert lines[1].startswith("'=cmd|style.x,")
