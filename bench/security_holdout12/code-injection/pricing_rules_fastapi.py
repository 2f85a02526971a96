from decimal import Decimal
from typing import Dict, List

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel

router = APIRouter(prefix="/pricing", tags=["pricing"])


class PricingSettings(BaseModel):
    currency: str = "EUR"
    vat_rate: float = 0.21
    max_rules: int = 20


def get_settings() -> PricingSettings:
    return PricingSettings()


class LineItem(BaseModel):
    sku: str
    quantity: int
    unit_price: float


class QuoteRequest(BaseModel):
    items: List[LineItem]
    discount_rule: str = "0"


class RuleStore:
    def __init__(self):
        self._rules: Dict[str, str] = {}

    def save(self, name: str, expression: str) -> None:
        self._rules[name] = expression

    def all(self) -> Dict[str, str]:
        return dict(self._rules)


store = RuleStore()


class QuoteService:
    def __init__(self, settings: PricingSettings = Depends(get_settings)):
        self.settings = settings

    def subtotal(self, items: List[LineItem]) -> float:
        return sum(i.quantity * i.unit_price for i in items)

    def discount(self, rule: str, subtotal: float, count: int) -> float:
        context = {"subtotal": subtotal, "count": count, "min": min, "max": max}
        return float(eval(rule, context))

    def quote(self, req: QuoteRequest) -> dict:
        sub = self.subtotal(req.items)
        off = self.discount(req.discount_rule, sub, len(req.items))
        net = max(sub - off, 0.0)
        gross = Decimal(str(net * (1 + self.settings.vat_rate))).quantize(Decimal("0.01"))
        return {"subtotal": sub, "discount": off, "total": str(gross), "currency": self.settings.currency}


@router.post("/quote")
def quote(req: QuoteRequest, service: QuoteService = Depends()):
    if not req.items:
        raise HTTPException(status_code=400, detail="no items")
    return service.quote(req)


@router.get("/rules")
def list_rules():
    return store.all()


@router.get("/currency")
def currency(settings: PricingSettings = Depends(get_settings)):
    return {"currency": settings.currency}
