import re

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

PRICES = {"basic": 10.0, "pro": 25.0, "team": 80.0}
ADJUST_RE = re.compile(r"\d{1,4}(\.\d{1,2})?\s*[-+*/]\s*\d{1,4}(\.\d{1,2})?")


class Quote(BaseModel):
    plan: str
    seats: int = 1
    adjustment: str = "0 + 0"


@app.get("/plans")
def plans():
    return PRICES


@app.get("/plans/{plan}")
def plan_price(plan: str):
    if plan not in PRICES:
        raise HTTPException(status_code=404, detail="unknown plan")
    return {"plan": plan, "price": PRICES[plan]}


@app.post("/quote")
def quote(body: Quote):
    if body.plan not in PRICES:
        raise HTTPException(status_code=404, detail="unknown plan")
    expr = body.adjustment.strip()
    if not ADJUST_RE.fullmatch(expr):
        raise HTTPException(status_code=422, detail="adjustment must be two numbers and one operator")
    try:
        adjustment = eval(expr, {"__builtins__": {}}, {})
    except (ZeroDivisionError, SyntaxError):
        raise HTTPException(status_code=422, detail="invalid adjustment")
    total = PRICES[body.plan] * max(body.seats, 1) + float(adjustment)
    return {"plan": body.plan, "seats": body.seats, "total": round(total, 2)}


@app.get("/health")
def health():
    return {"status": "ok"}
