"""The HTML pages: overview, repository, rules, recent findings, and the unmute action."""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from urllib.parse import urlencode

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from bot.dashboard import charts, numbers
from bot.dashboard.auth import Viewer, csrf_valid
from bot.dashboard.context import Dashboard, request_filters
from bot.dashboard.filters import FilterError, OutcomeFilter, parse_repository
from bot.dashboard.rates import RATE_DEFINITION
from bot.dashboard.reports import filter_choices, overview_report, repository_report
from bot.dashboard.rules_table import parse_rule_query, select_rules
from bot.feedback.unmute import request_unmute

log = logging.getLogger(__name__)
MAX_RULE_ID = 128


def safe_link(url: str | None) -> str | None:
    """Only http(s) links to a comment: a stored URL must never become `javascript:`."""
    return url if url and url.startswith(("https://", "http://")) else None


async def overview(dashboard: Dashboard, request: Request, viewer: Viewer) -> Response:
    filters = request_filters(request)
    if filters.repository and not viewer.scope.can_see(filters.repository):
        return dashboard.error(request, viewer, 404, "No such repository")
    report = await dashboard.read(lambda s: overview_report(s, filters, viewer.scope))
    choices = await dashboard.read(lambda s: filter_choices(s, viewer))
    numbers = report.overview
    return dashboard.render(
        request,
        "overview.html",
        viewer,
        filters=filters,
        choices=choices,
        overview=numbers,
        repositories=report.repositories,
        definition=RATE_DEFINITION,
        weekly_chart=charts.weekly_rate(numbers.weekly),
        category_chart=charts.rates_by("Acceptance rate by category", numbers.by_category),
        source_chart=charts.rates_by("Acceptance rate by source", numbers.by_source),
    )


def repository_name(request: Request) -> str:
    return parse_repository(f"{request.path_params['owner']}/{request.path_params['name']}")


async def repository(dashboard: Dashboard, request: Request, viewer: Viewer) -> Response:
    name = repository_name(request)
    if not viewer.scope.can_see(name):
        return dashboard.error(request, viewer, 404, "No such repository")
    filters = request_filters(request).with_repository(name)
    report = await dashboard.read(lambda s: repository_report(s, filters, viewer.scope))
    numbers = report.overview
    return dashboard.render(
        request,
        "repository.html",
        viewer,
        filters=filters,
        report=report,
        overview=numbers,
        can_unmute=viewer.scope.can_write(name),
        unmuted=request.query_params.get("unmuted", ""),
        definition=RATE_DEFINITION,
        safe_link=safe_link,
        weekly_chart=charts.weekly_rate(numbers.weekly),
        category_chart=charts.rates_by("Acceptance rate by category", numbers.by_category),
        source_chart=charts.rates_by("Acceptance rate by source", numbers.by_source),
        threshold_chart=charts.threshold_history(report.learned.history),
        curve_chart=charts.precision_curves(report.learned.thresholds),
    )


async def rules(dashboard: Dashboard, request: Request, viewer: Viewer) -> Response:
    filters = request_filters(request)
    if filters.repository and not viewer.scope.can_see(filters.repository):
        return dashboard.error(request, viewer, 404, "No such repository")
    rule_query = parse_rule_query(request.query_params)
    rows = await dashboard.read(lambda s: numbers.rules(s, filters, viewer.scope))
    choices = await dashboard.read(lambda s: filter_choices(s, viewer))
    return dashboard.render(
        request,
        "rules.html",
        viewer,
        filters=filters,
        choices=choices,
        rule_query=rule_query,
        rows=select_rules(rows, rule_query),
        definition=RATE_DEFINITION,
    )


def outcome_filter(request: Request) -> OutcomeFilter | None:
    raw = request.query_params.get("outcome", "")
    if not raw:
        return None
    try:
        return OutcomeFilter(raw)
    except ValueError:
        raise FilterError(f"outcome: one of {', '.join(o.value for o in OutcomeFilter)}") from None


async def findings(dashboard: Dashboard, request: Request, viewer: Viewer) -> Response:
    filters = request_filters(request)
    if filters.repository and not viewer.scope.can_see(filters.repository):
        return dashboard.error(request, viewer, 404, "No such repository")
    outcome = outcome_filter(request)
    rows = await dashboard.read(
        lambda s: numbers.recent_findings(s, filters, viewer.scope, outcome, limit=100)
    )
    choices = await dashboard.read(lambda s: filter_choices(s, viewer))
    return dashboard.render(
        request,
        "findings.html",
        viewer,
        filters=filters,
        choices=choices,
        outcome=outcome.value if outcome else "",
        outcomes=list(OutcomeFilter),
        rows=rows,
        safe_link=safe_link,
    )


async def unmute(dashboard: Dashboard, request: Request, viewer: Viewer) -> Response:
    name = repository_name(request)
    if not viewer.scope.can_see(name):
        return dashboard.error(request, viewer, 404, "No such repository")
    form = await request.form()
    if not csrf_valid(request, form.get("csrf")):
        return dashboard.error(request, viewer, 403, "The form expired: reload the page and retry")
    if not viewer.scope.can_write(name):
        return dashboard.error(request, viewer, 403, "Unmuting needs write access")
    rule_id = str(form.get("rule_id", "")).strip()
    if not rule_id or len(rule_id) > MAX_RULE_ID:
        return dashboard.error(request, viewer, 400, "rule_id: expected a rule id")

    at = datetime.now(UTC)
    await run_in_threadpool(request_unmute, dashboard.engine, name, rule_id, viewer.login, at)
    log.info("unmute requested: %s %s by %s", name, rule_id, viewer.login)
    target = request.url_for(
        "dashboard:repository", owner=name.split("/")[0], name=name.split("/")[1]
    )
    kept = {k: v for k, v in request.query_params.items() if k in ("since", "until")}
    return RedirectResponse(
        f"{target.path}?{urlencode({**kept, 'unmuted': rule_id})}", status_code=303
    )
