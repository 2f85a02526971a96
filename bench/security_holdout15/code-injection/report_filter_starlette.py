import operator

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse
from starlette.routing import Route

COMPARATORS = {
    "eq": operator.eq,
    "ne": operator.ne,
    "lt": operator.lt,
    "le": operator.le,
    "gt": operator.gt,
    "ge": operator.ge,
}
FIELDS = {"revenue", "units", "returns", "region"}

SALES = [
    {"region": "north", "revenue": 12000.0, "units": 340, "returns": 4},
    {"region": "south", "revenue": 8400.5, "units": 210, "returns": 9},
    {"region": "east", "revenue": 15320.0, "units": 410, "returns": 2},
    {"region": "west", "revenue": 6100.0, "units": 150, "returns": 12},
]


def parse_condition(raw: str):
    try:
        field, op_name, value = raw.split(":", 2)
    except ValueError:
        raise HTTPException(400, "condition must be field:op:value")
    if field not in FIELDS or op_name not in COMPARATORS:
        raise HTTPException(400, "unknown field or operator")
    if field != "region":
        value = float(value)
    return field, COMPARATORS[op_name], value


async def regions(request):
    return JSONResponse(sorted({row["region"] for row in SALES}))


async def filtered_report(request):
    conditions = [parse_condition(c) for c in request.query_params.getlist("where")]
    matched = []
    for row in SALES:
        if all(compare(row[field], value) for field, compare, value in conditions):
            matched.append(row)
    total = sum(r["revenue"] for r in matched)
    return JSONResponse({"rows": matched, "revenue_total": total})


app = Starlette(
    routes=[
        Route("/reports/regions", regions),
        Route("/reports/sales", filtered_report),
    ]
)
