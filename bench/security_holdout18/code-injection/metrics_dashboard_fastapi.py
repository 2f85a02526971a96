import operator
import statistics
from enum import Enum

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()

SERIES: dict[str, list[float]] = {
    "cpu": [12.0, 40.5, 33.1, 80.2],
    "mem": [55.0, 56.5, 57.0, 61.2],
}

AGGREGATES = {
    "sum": sum,
    "mean": statistics.fmean,
    "median": statistics.median,
    "max": max,
    "min": min,
}


class Comparison(str, Enum):
    gt = "gt"
    ge = "ge"
    lt = "lt"
    le = "le"


class Threshold(BaseModel):
    series: str
    aggregate: str = Field(default="mean")
    op: Comparison = Comparison.gt
    limit: float


def series_or_404(name: str) -> list[float]:
    try:
        return SERIES[name]
    except KeyError:
        raise HTTPException(status_code=404, detail="unknown series") from None


@app.get("/series/{name}/{aggregate}")
def aggregate_series(name: str, aggregate: str):
    func = AGGREGATES.get(aggregate)
    if func is None:
        raise HTTPException(status_code=400, detail=f"aggregate must be one of {sorted(AGGREGATES)}")
    return {"series": name, "aggregate": aggregate, "value": func(series_or_404(name))}


@app.post("/thresholds/check")
def check_threshold(t: Threshold):
    func = AGGREGATES.get(t.aggregate)
    if func is None:
        raise HTTPException(status_code=400, detail="unknown aggregate")
    compare = getattr(operator, t.op.value)
    value = func(series_or_404(t.series))
    return {"series": t.series, "value": value, "breached": compare(value, t.limit)}
