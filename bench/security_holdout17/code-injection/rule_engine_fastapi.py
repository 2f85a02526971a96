from typing import List

from fastapi import FastAPI, Query
from pydantic import BaseModel

app = FastAPI()

ORDERS = [
    {"id": 1, "total": 120.0, "country": "DE", "items": 3},
    {"id": 2, "total": 35.5, "country": "FR", "items": 1},
    {"id": 3, "total": 980.0, "country": "US", "items": 12},
]


class RuleSet:
    joiner = " and "

    def __init__(self, conditions):
        self.conditions = list(conditions)

    def expression(self):
        return self.joiner.join(f"({c})" for c in self.conditions) or "True"

    def compiled(self):
        return compile(self.expression(), "<rules>", "eval")


class Summary(BaseModel):
    count: int
    ids: List[int]


@app.get("/orders", response_model=Summary)
def list_orders():
    return Summary(count=len(ORDERS), ids=[o["id"] for o in ORDERS])


@app.get("/orders/filter")
def filter_orders(rule: List[str] = Query(default=[])):
    rules = RuleSet(r.strip() for r in rule if r.strip())
    code = rules.compiled()
    matched = [o for o in ORDERS if eval(code, {}, dict(o))]
    return {"rule": rules.expression(), "matched": [o["id"] for o in matched]}


@app.get("/orders/{order_id}")
def get_order(order_id: int):
    for order in ORDERS:
        if order["id"] == order_id:
            return order
    return {"error": "not found"}
