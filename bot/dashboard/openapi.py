"""The OpenAPI 3.1 description of /api/v1, served at /api/v1/openapi.json."""

from __future__ import annotations

from typing import Any

from bot.core.findings import Category
from bot.dashboard.filters import OutcomeFilter
from bot.dashboard.rates import RATE_DEFINITION
from bot.dashboard.rules_table import RuleSort


def _ref(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


_NUMBER_OR_NULL = {"type": ["number", "null"]}
_TIME = {"type": "string", "format": "date-time"}
_TIME_OR_NULL = {"type": ["string", "null"], "format": "date-time"}
_COUNT = {"type": "integer", "minimum": 0}

COUNTS: dict[str, Any] = {
    "shown": _COUNT,
    "accepted": _COUNT,
    "dismissed": _COUNT,
    "ignored": _COUNT,
    "pending": _COUNT,
    "decided": {**_COUNT, "description": "accepted + dismissed: the rate's denominator"},
    "acceptance_rate": {**_NUMBER_OR_NULL, "description": RATE_DEFINITION},
    "interval_95": {
        "type": ["array", "null"],
        "items": {"type": "number"},
        "minItems": 2,
        "maxItems": 2,
        "description": "95% Wilson score interval of the acceptance rate",
    },
}


def _counts_with(**extra: Any) -> dict[str, Any]:
    properties = {**extra, **COUNTS}
    return {"type": "object", "required": list(properties), "properties": properties}


_THRESHOLD = {
    "category": {"type": "string"},
    "value": {"type": "number"},
    "previous": _NUMBER_OR_NULL,
    "events": _COUNT,
    "at": _TIME,
}
_OVERVIEW_FIELDS: dict[str, Any] = {
    "filters": {"type": "object", "additionalProperties": {"type": "string"}},
    "definition": {"type": "string"},
    "total": _ref("Counts"),
    "weekly": {"type": "array", "items": _ref("WeekCounts")},
    "by_category": {"type": "array", "items": _ref("CategoryCounts")},
    "by_source": {"type": "array", "items": _ref("SourceCounts")},
    "pull_requests": _COUNT,
    "findings_per_pull_request": _NUMBER_OR_NULL,
    "addressed": _COUNT,
    "addressed_share": _NUMBER_OR_NULL,
    "median_seconds_to_address": _NUMBER_OR_NULL,
}

SCHEMAS: dict[str, Any] = {
    "Counts": _counts_with(),
    "WeekCounts": _counts_with(week={"type": "string", "format": "date"}),
    "CategoryCounts": _counts_with(category={"type": "string"}),
    "SourceCounts": _counts_with(source={"type": "string"}),
    "RepositoryCounts": _counts_with(repository={"type": "string"}),
    "RuleCounts": _counts_with(
        rule_id={"type": "string"}, source={"type": "string"}, category={"type": "string"}
    ),
    "Overview": {
        "type": "object",
        "required": [*_OVERVIEW_FIELDS, "repositories"],
        "properties": {
            **_OVERVIEW_FIELDS,
            "repositories": {"type": "array", "items": _ref("RepositoryCounts")},
        },
    },
    "Threshold": {
        "type": "object",
        "required": [*_THRESHOLD, "curve"],
        "properties": {
            **_THRESHOLD,
            "curve": {
                "type": "array",
                "description": (
                    "[threshold, expected precision, the pessimistic bound the cutoff is"
                    " judged on, weighted events behind it] per point"
                ),
                "items": {"type": "array", "items": {"type": "number"}, "minItems": 4},
            },
        },
    },
    "ThresholdChange": {"type": "object", "required": list(_THRESHOLD), "properties": _THRESHOLD},
    "MutedRule": {
        "type": "object",
        "required": ["rule_id", "muted_at", "unmute_requested_at"],
        "properties": {
            "rule_id": {"type": "string"},
            "muted_at": _TIME,
            "unmute_requested_at": _TIME_OR_NULL,
        },
    },
    "Repository": {
        "type": "object",
        "required": [
            "repository",
            *_OVERVIEW_FIELDS,
            "thresholds",
            "threshold_history",
            "muted_rules",
            "top_accepted",
            "top_dismissed",
        ],
        "properties": {
            "repository": {"type": "string"},
            **_OVERVIEW_FIELDS,
            "thresholds": {"type": "array", "items": _ref("Threshold")},
            "threshold_history": {"type": "array", "items": _ref("ThresholdChange")},
            "muted_rules": {"type": "array", "items": _ref("MutedRule")},
            "top_accepted": {"type": "array", "items": _ref("RuleCounts")},
            "top_dismissed": {"type": "array", "items": _ref("RuleCounts")},
        },
    },
    "Rules": {
        "type": "object",
        "required": ["definition", "rules"],
        "properties": {
            "definition": {"type": "string"},
            "rules": {"type": "array", "items": _ref("RuleCounts")},
        },
    },
    "Finding": {
        "type": "object",
        "required": [
            "id",
            "title",
            "repository",
            "pull_number",
            "rule_id",
            "source",
            "category",
            "path",
            "start_line",
            "outcome",
            "confidence",
            "comment_url",
            "created_at",
        ],
        "properties": {
            "id": {"type": "integer"},
            "title": {"type": "string"},
            "repository": {"type": "string"},
            "pull_number": {"type": "integer"},
            "rule_id": {"type": "string"},
            "source": {"type": "string"},
            "category": {"type": "string"},
            "path": {"type": "string"},
            "start_line": {"type": ["integer", "null"]},
            "outcome": {"type": "string", "enum": [o.value for o in OutcomeFilter]},
            "confidence": {"type": "number"},
            "comment_url": {"type": ["string", "null"]},
            "created_at": _TIME,
        },
    },
    "Findings": {
        "type": "object",
        "required": ["findings"],
        "properties": {"findings": {"type": "array", "items": _ref("Finding")}},
    },
    "Error": {
        "type": "object",
        "required": ["error"],
        "properties": {"error": {"type": "string"}},
    },
}


def _query(name: str, description: str, **schema: Any) -> dict[str, Any]:
    return {
        "name": name,
        "in": "query",
        "required": False,
        "description": description,
        "schema": schema or {"type": "string"},
    }


FILTER_PARAMETERS = [
    _query(
        "since",
        "first day, inclusive (default: 89 days before until)",
        type="string",
        format="date",
    ),
    _query("until", "last day, inclusive (default: today, UTC)", type="string", format="date"),
    _query("installation", "installation id", type="integer"),
    _query("repository", "owner/name"),
    _query("category", "finding category", type="string", enum=[c.value for c in Category]),
]
REPOSITORY_PARAMETERS = [
    {"name": "owner", "in": "path", "required": True, "schema": {"type": "string"}},
    {"name": "name", "in": "path", "required": True, "schema": {"type": "string"}},
]
RULE_PARAMETERS = [
    _query("q", "text the rule id, source or category contains"),
    _query(
        "min_decided",
        "only rules with at least this many decided findings",
        type="integer",
        minimum=0,
    ),
    _query("sort", "sort key", type="string", enum=[s.value for s in RuleSort]),
    _query("order", "sort direction", type="string", enum=["asc", "desc"]),
]
_ERRORS = {
    "400": {
        "description": "a malformed parameter",
        "content": {"application/json": {"schema": _ref("Error")}},
    },
    "401": {
        "description": "no valid bearer token or session",
        "content": {"application/json": {"schema": _ref("Error")}},
    },
}


def _get(
    summary: str, schema: str, parameters: list[dict[str, Any]], media: str = "application/json"
) -> dict[str, Any]:
    content = (
        {media: {"schema": _ref(schema)}}
        if media == "application/json"
        else {media: {"schema": {"type": "string"}}}
    )
    return {
        "get": {
            "summary": summary,
            "parameters": parameters,
            "responses": {"200": {"description": summary, "content": content}, **_ERRORS},
        }
    }


SPEC: dict[str, Any] = {
    "openapi": "3.1.0",
    "info": {
        "title": "Redline dashboard API",
        "version": "1",
        "description": f"Acceptance rate = {RATE_DEFINITION}. Only shown findings count.",
    },
    "servers": [{"url": "/api/v1"}],
    "security": [{"bearer": []}, {"session": []}],
    "components": {
        "securitySchemes": {
            "bearer": {
                "type": "http",
                "scheme": "bearer",
                "description": "REDLINE_DASHBOARD_TOKEN",
            },
            "session": {"type": "apiKey", "in": "cookie", "name": "redline_session"},
        },
        "schemas": SCHEMAS,
    },
    "paths": {
        "/overview": _get(
            "Acceptance rates over the filtered findings", "Overview", FILTER_PARAMETERS
        ),
        "/repositories/{owner}/{name}": _get(
            "One repository: rates, learned thresholds, muted rules",
            "Repository",
            REPOSITORY_PARAMETERS + [p for p in FILTER_PARAMETERS if p["name"] != "repository"],
        ),
        "/rules": _get("The rules table", "Rules", FILTER_PARAMETERS + RULE_PARAMETERS),
        "/rules.csv": _get(
            "The rules table as CSV", "Rules", FILTER_PARAMETERS + RULE_PARAMETERS, media="text/csv"
        ),
        "/findings": _get(
            "Recent shown findings, newest first (at most 100)",
            "Findings",
            [
                *FILTER_PARAMETERS,
                _query(
                    "outcome",
                    "only this outcome",
                    type="string",
                    enum=[o.value for o in OutcomeFilter],
                ),
            ],
        ),
    },
}
