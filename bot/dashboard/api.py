"""/api/v1: the dashboard's numbers as JSON (and the rules table as CSV)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from bot.dashboard import numbers
from bot.dashboard.auth import Viewer
from bot.dashboard.context import Dashboard, request_filters
from bot.dashboard.learning import Learned, ThresholdPoint
from bot.dashboard.numbers import Overview, RecentFinding, RuleRow
from bot.dashboard.openapi import SPEC
from bot.dashboard.pages import outcome_filter, repository_name, safe_link
from bot.dashboard.rates import RATE_DEFINITION
from bot.dashboard.reports import overview_report, repository_report
from bot.dashboard.rules_table import parse_rule_query, rules_csv, select_rules


def _time(moment: datetime | None) -> str | None:
    return moment.isoformat() if moment else None


def overview_json(overview: Overview) -> dict[str, Any]:
    return {
        "definition": RATE_DEFINITION,
        "total": overview.total.as_json(),
        "weekly": [{"week": w.isoformat(), **c.as_json()} for w, c in overview.weekly],
        "by_category": [{"category": k, **c.as_json()} for k, c in overview.by_category],
        "by_source": [{"source": k, **c.as_json()} for k, c in overview.by_source],
        "pull_requests": overview.pull_requests,
        "findings_per_pull_request": overview.findings_per_pull_request,
        "addressed": overview.addressed,
        "addressed_share": overview.addressed_share,
        "median_seconds_to_address": overview.median_seconds_to_address,
    }


def rule_json(row: RuleRow) -> dict[str, Any]:
    return {
        "rule_id": row.rule_id,
        "source": row.source,
        "category": row.category,
        **row.counts.as_json(),
    }


def finding_json(row: RecentFinding) -> dict[str, Any]:
    return {
        "id": row.id,
        "title": row.title,
        "repository": row.repository,
        "pull_number": row.pull_number,
        "rule_id": row.rule_id,
        "source": row.source,
        "category": row.category,
        "path": row.path,
        "start_line": row.start_line,
        "outcome": row.outcome,
        "confidence": row.confidence,
        "comment_url": safe_link(row.comment_url),
        "created_at": _time(row.created_at),
    }


def _threshold(point: ThresholdPoint) -> dict[str, Any]:
    return {
        "category": point.category,
        "value": point.value,
        "previous": point.previous,
        "events": point.events,
        "at": _time(point.at),
    }


def learned_json(learned: Learned) -> dict[str, Any]:
    return {
        "thresholds": [
            {
                **_threshold(t.current),
                "curve": [[p.threshold, p.precision, p.lower_bound, p.evidence] for p in t.curve],
            }
            for t in learned.thresholds
        ],
        "threshold_history": [_threshold(point) for point in learned.history],
        "muted_rules": [
            {
                "rule_id": m.rule_id,
                "muted_at": _time(m.muted_at),
                "unmute_requested_at": _time(m.unmute_requested_at),
            }
            for m in learned.muted
        ],
    }


def _not_found() -> Response:
    return JSONResponse({"error": "no such repository"}, status_code=404)


async def overview(dashboard: Dashboard, request: Request, viewer: Viewer) -> Response:
    filters = request_filters(request)
    if filters.repository and not viewer.scope.can_see(filters.repository):
        return _not_found()
    report = await dashboard.read(lambda s: overview_report(s, filters, viewer.scope))
    return JSONResponse(
        {
            "filters": filters.query(),
            **overview_json(report.overview),
            "repositories": [
                {"repository": r.repository, **r.counts.as_json()} for r in report.repositories
            ],
        }
    )


async def repository(dashboard: Dashboard, request: Request, viewer: Viewer) -> Response:
    name = repository_name(request)
    if not viewer.scope.can_see(name):
        return _not_found()
    filters = request_filters(request).with_repository(name)
    report = await dashboard.read(lambda s: repository_report(s, filters, viewer.scope))
    return JSONResponse(
        {
            "repository": name,
            "filters": filters.query(),
            **overview_json(report.overview),
            **learned_json(report.learned),
            "top_accepted": [rule_json(r) for r in report.top_accepted],
            "top_dismissed": [rule_json(r) for r in report.top_dismissed],
        }
    )


async def _rule_rows(dashboard: Dashboard, request: Request, viewer: Viewer) -> list[RuleRow]:
    filters = request_filters(request)
    rule_query = parse_rule_query(request.query_params)
    if filters.repository and not viewer.scope.can_see(filters.repository):
        return []
    rows = await dashboard.read(lambda s: numbers.rules(s, filters, viewer.scope))
    return select_rules(rows, rule_query)


async def rules(dashboard: Dashboard, request: Request, viewer: Viewer) -> Response:
    rows = await _rule_rows(dashboard, request, viewer)
    return JSONResponse({"definition": RATE_DEFINITION, "rules": [rule_json(r) for r in rows]})


async def rules_csv_export(dashboard: Dashboard, request: Request, viewer: Viewer) -> Response:
    rows = await _rule_rows(dashboard, request, viewer)
    return Response(
        rules_csv(rows),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": 'attachment; filename="redline-rules.csv"'},
    )


async def findings(dashboard: Dashboard, request: Request, viewer: Viewer) -> Response:
    filters = request_filters(request)
    if filters.repository and not viewer.scope.can_see(filters.repository):
        return _not_found()
    outcome = outcome_filter(request)
    rows = await dashboard.read(
        lambda s: numbers.recent_findings(s, filters, viewer.scope, outcome, limit=100)
    )
    return JSONResponse({"findings": [finding_json(r) for r in rows]})


async def openapi(request: Request) -> Response:
    return JSONResponse(SPEC)
