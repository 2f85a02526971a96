from functools import lru_cache

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel
from sqlalchemy import create_engine, text

app = FastAPI()
engine = create_engine("sqlite:///metrics.db")

FORMULAS = {
    "conversion": "orders / visits if visits else 0.0",
    "aov": "revenue / orders if orders else 0.0",
    "refund_rate": "refunds / orders if orders else 0.0",
    "margin": "(revenue - cost) / revenue if revenue else 0.0",
}


@lru_cache(maxsize=None)
def compiled(name: str):
    return compile(FORMULAS[name], f"<metric {name}>", "eval")


class DailyTotals(BaseModel):
    day: str
    visits: int
    orders: int
    revenue: float
    cost: float
    refunds: int


def load_totals(start: str, end: str) -> list[DailyTotals]:
    stmt = text(
        "SELECT day, visits, orders, revenue, cost, refunds FROM daily_totals "
        "WHERE day BETWEEN :start AND :end ORDER BY day"
    )
    with engine.connect() as conn:
        rows = conn.execute(stmt, {"start": start, "end": end}).mappings().all()
    return [DailyTotals(**row) for row in rows]


def compute(metric: str, totals: DailyTotals) -> float:
    return eval(compiled(metric), {"__builtins__": {}}, totals.model_dump())


@app.get("/metrics")
def metric_names():
    return {"metrics": sorted(FORMULAS)}


@app.get("/metrics/{metric}")
def metric_series(metric: str, start: str, end: str):
    if metric not in FORMULAS:
        raise HTTPException(status_code=404, detail="unknown metric")
    return [{"day": t.day, "value": compute(metric, t)} for t in load_totals(start, end)]
