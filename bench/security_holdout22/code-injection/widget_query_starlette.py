import json

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from .store import fetch_widgets

OPERATORS = {
    "eq": lambda a, b: a == b,
    "ne": lambda a, b: a != b,
    "gt": lambda a, b: a is not None and a > b,
    "lt": lambda a, b: a is not None and a < b,
    "in": lambda a, b: a in b,
}


def matches(widget, clause):
    field, op, value = clause.get("field"), clause.get("op"), clause.get("value")
    compare = OPERATORS.get(op)
    if compare is None:
        raise HTTPException(400, detail=f"unknown operator {op!r}")
    return compare(widget.get(field), value)


async def list_widgets(request: Request):
    raw_filter = request.query_params.get("filter", "[]")
    try:
        clauses = json.loads(raw_filter)
    except json.JSONDecodeError:
        raise HTTPException(400, detail="filter must be JSON")

    if not isinstance(clauses, list) or not all(isinstance(c, dict) for c in clauses):
        raise HTTPException(400, detail="filter must be a list of clauses")

    dashboard = request.path_params["dashboard"]
    widgets = await fetch_widgets(dashboard)
    selected = [w for w in widgets if all(matches(w, c) for c in clauses)]
    return JSONResponse({"dashboard": dashboard, "count": len(selected), "widgets": selected})


app = Starlette(
    routes=[
        Route("/dashboards/{dashboard}/widgets", list_widgets, methods=["GET"]),
    ]
)
