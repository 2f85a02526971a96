import logging
from datetime import datetime
from typing import Dict, List

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

log = logging.getLogger("pricing.rules")
app = FastAPI(title="pricing-rules")


class Rule(BaseModel):
    name: str
    condition: str
    discount: float


class Quote(BaseModel):
    customer_tier: str
    quantity: int
    unit_price: float


RULES: Dict[str, Rule] = {}


class RuleEngine:
    def __init__(self, rules: List[Rule]):
        self.rules = rules

    def context_for(self, quote: Quote) -> dict:
        return {
            "tier": quote.customer_tier,
            "qty": quote.quantity,
            "price": quote.unit_price,
            "weekday": datetime.utcnow().weekday(),
        }

    def matches(self, rule: Rule, ctx: dict) -> bool:
        return bool(eval(rule.condition, {}, ctx))

    def best_discount(self, quote: Quote) -> float:
        ctx = self.context_for(quote)
        applicable = [r.discount for r in self.rules if self.matches(r, ctx)]
        return max(applicable, default=0.0)


@app.post("/rules")
def add_rule(rule: Rule):
    if not 0 <= rule.discount <= 0.5:
        raise HTTPException(400, "discount out of range")
    RULES[rule.name] = rule
    log.info("rule %s registered", rule.name)
    return {"registered": rule.name}


@app.get("/rules")
def list_rules():
    return [r.dict() for r in RULES.values()]


@app.post("/quote")
def quote(q: Quote):
    engine = RuleEngine(list(RULES.values()))
    discount = engine.best_discount(q)
    total = q.quantity * q.unit_price * (1 - discount)
    return {"discount": discount, "total": round(total, 2)}
