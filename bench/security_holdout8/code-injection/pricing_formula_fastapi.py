from enum import Enum
from typing import Dict

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

app = FastAPI()

PRICING_FORMULAS: Dict[str, str] = {
    "flat": "base",
    "per_seat": "base + seats * seat_price",
    "tiered": (
        "base + min(seats, 10) * seat_price"
        " + max(seats - 10, 0) * seat_price * 0.8"
    ),
    "usage": "base + usage_gb * gb_price",
}


class Plan(str, Enum):
    flat = "flat"
    per_seat = "per_seat"
    tiered = "tiered"
    usage = "usage"


class QuoteRequest(BaseModel):
    plan: Plan
    seats: int = Field(1, ge=1, le=10000)
    usage_gb: float = Field(0, ge=0, le=1_000_000)


class QuoteCalculator:
    base = 49.0
    seat_price = 12.5
    gb_price = 0.09
    allowed_builtins = {"min": min, "max": max}

    def __init__(self, formulas=PRICING_FORMULAS):
        self._compiled = {
            name: compile(expr, f"<formula:{name}>", "eval")
            for name, expr in formulas.items()
        }

    def scope(self, seats, usage_gb):
        return {
            "base": self.base,
            "seats": seats,
            "seat_price": self.seat_price,
            "usage_gb": usage_gb,
            "gb_price": self.gb_price,
        }

    def quote(self, plan_name, seats, usage_gb):
        code = self._compiled[plan_name]
        return eval(code, {"__builtins__": self.allowed_builtins}, self.scope(seats, usage_gb))


calculator = QuoteCalculator()


@app.post("/billing/quote")
def create_quote(req: QuoteRequest):
    try:
        amount = calculator.quote(req.plan.value, req.seats, req.usage_gb)
    except KeyError:
        raise HTTPException(status_code=404, detail="unknown plan")
    return {"plan": req.plan.value, "amount": round(amount, 2)}
