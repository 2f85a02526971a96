"""The App webhook's delivery log on the GitHub fake, through githubkit's own typed calls."""

from __future__ import annotations

from datetime import timedelta

import pytest
from githubkit import AppAuthStrategy, GitHub
from githubkit.exception import RequestFailed

from tests.fakes.github import GitHubFake
from tests.fakes.github_hooks import record_delivery, send_redeliveries


def test_deliveries_are_listed_newest_first_by_cursor_and_redelivered(
    github_fake: GitHubFake,
) -> None:
    state = github_fake.state
    old = record_delivery(state, "ping", {}, 502, delivered_at=state.now() - timedelta(days=4))
    made = [record_delivery(state, "ping", {"n": n}, 500 if n % 2 else 202) for n in range(5)]
    app = GitHub(
        AppAuthStrategy(github_fake.app_id, github_fake.private_key_pem),
        base_url=github_fake.base_url,
        auto_retry=False,
        http_cache=False,
    )
    first = app.rest.apps.list_webhook_deliveries(per_page=4)
    assert [d.id for d in first.parsed_data] == [d.id for d in reversed(made)][:4]
    cursor = first.headers["link"].split("cursor=")[1].split(">")[0]
    rest = app.rest.apps.list_webhook_deliveries(per_page=4, cursor=cursor).parsed_data
    assert [d.id for d in rest] == [made[0].id, old.id]
    failures = app.rest.apps.list_webhook_deliveries(status="failure").parsed_data
    assert {d.status_code for d in failures} == {500, 502}

    assert app.rest.apps.redeliver_webhook_delivery(made[1].id).status_code == 202
    for refused, status in ((old.id, 422), (10**12, 404)):
        with pytest.raises(RequestFailed) as raised:
            app.rest.apps.redeliver_webhook_delivery(refused)
        assert raised.value.response.status_code == status
    (again,) = send_redeliveries(state, lambda delivery: 200)
    assert (again.guid, again.redelivery, again.status_code) == (made[1].guid, True, 200)


def test_the_delivery_log_needs_the_apps_jwt(github_fake: GitHubFake) -> None:
    client = GitHub("ghs_not_a_jwt", base_url=github_fake.base_url, auto_retry=False)
    with pytest.raises(RequestFailed) as raised:
        client.rest.apps.list_webhook_deliveries()
    assert raised.value.response.status_code == 401
