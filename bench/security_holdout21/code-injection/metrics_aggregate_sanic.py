import logging
import operator
import statistics

from sanic import Sanic
from sanic.exceptions import BadRequest
from sanic.response import json

log = logging.getLogger("metrics")
app = Sanic("metrics")

AGGREGATES = {
    "sum": sum,
    "mean": statistics.fmean,
    "median": statistics.median,
    "max": max,
    "min": min,
    "stdev": statistics.pstdev,
}
COMPARATORS = {
    "gt": operator.gt,
    "ge": operator.ge,
    "lt": operator.lt,
    "le": operator.le,
}


def filter_points(points, op_name, threshold):
    if op_name is None:
        return points
    compare = COMPARATORS.get(op_name)
    if compare is None:
        raise BadRequest(f"unknown comparator {op_name}")
    return [p for p in points if compare(p, threshold)]


@app.post("/metrics/aggregate")
async def aggregate(request):
    body = request.json or {}
    func_name = body.get("func", "mean")
    points = [float(v) for v in body.get("points", [])]
    if not points:
        raise BadRequest("points must be a non-empty list")
    func = AGGREGATES.get(func_name)
    if func is None:
        raise BadRequest(f"unknown aggregate {func_name}")
    selected = filter_points(points, body.get("where"), float(body.get("threshold", 0)))
    if not selected:
        return json({"func": func_name, "value": None, "count": 0})
    value = func(selected)
    log.debug("aggregate %s over %d points = %s", func_name, len(selected), value)
    return json({"func": func_name, "value": value, "count": len(selected)})


@app.get("/metrics/functions")
async def functions(request):
    return json({"aggregates": sorted(AGGREGATES), "comparators": sorted(COMPARATORS)})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8000, access_log=False)
