import logging
from decimal import Decimal
from typing import Dict, List

from fastapi import APIRouter, FastAPI
from pydantic import BaseModel

log = logging.getLogger("pricing")
router = APIRouter(prefix="/pricing")


class Rule(BaseModel):
    name: str
    condition: str
    discount: float


class Cart(BaseModel):
    total: float
    items: int
    country: str = "US"


class RuleEngine:
    def __init__(self):
        self.rules: List[Rule] = []

    def add(self, rule: Rule):
        self.rules.append(rule)

    def _context(self, cart: Cart) -> Dict[str, object]:
        return {"total": cart.total, "items": cart.items, "country": cart.country}

    def matches(self, rule: Rule, cart: Cart) -> bool:
        scope = self._context(cart)
        code = compile("matched = " + rule.condition, "<rule:%s>" % rule.name, "exec")
        exec(code, {}, scope)
        return bool(scope.get("matched"))

    def apply(self, cart: Cart) -> Decimal:
        price = Decimal(str(cart.total))
        for rule in self.rules:
            if self.matches(rule, cart):
                log.info("rule %s matched", rule.name)
                price -= price * Decimal(str(rule.discount))
        return price.quantize(Decimal("0.01"))


engine = RuleEngine()


@router.post("/rules")
def add_rule(rule: Rule):
    engine.add(rule)
    return {"rules": len(engine.rules)}


@router.get("/rules")
def list_rules():
    return [r.dict() for r in engine.rules]


@router.post("/quote")
def quote(cart: Cart):
    return {"price": str(engine.apply(cart))}


app = FastAPI()
app.include_router(router)
