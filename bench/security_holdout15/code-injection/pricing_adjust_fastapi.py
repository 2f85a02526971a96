import re
from decimal import Decimal

from fastapi import APIRouter, Depends, FastAPI, HTTPException
from pydantic import BaseModel

router = APIRouter(prefix="/pricing", tags=["pricing"])
CATALOG = {"basic": Decimal("9.99"), "pro": Decimal("29.00"), "team": Decimal("99.00")}
PROMOTIONS: dict[str, str] = {}
ADJUSTMENT = re.compile(r"(-|\*)(\d{1,4}(?:\.\d{1,2})?)(%?)")


class Promotion(BaseModel):
    code: str
    adjustment: str


class QuoteRequest(BaseModel):
    plan: str
    seats: int = 1
    promo: str | None = None


class PricingEngine:
    def __init__(self):
        self.catalog = CATALOG
        self.promotions = PROMOTIONS

    def base_price(self, plan: str, seats: int) -> Decimal:
        if plan not in self.catalog:
            raise HTTPException(status_code=404, detail="unknown plan")
        return self.catalog[plan] * seats

    def apply(self, price: Decimal, promo: str | None) -> Decimal:
        if not promo or promo not in self.promotions:
            return price
        adjusted = self.compute(price, self.promotions[promo])
        return max(adjusted, Decimal("0")).quantize(Decimal("0.01"))

    @staticmethod
    def compute(price: Decimal, rule: str) -> Decimal:
        match = ADJUSTMENT.fullmatch(rule.replace(" ", ""))
        if match is None:
            raise HTTPException(status_code=422, detail="bad adjustment")
        op, amount, percent = match.groups()
        value = Decimal(amount)
        if op == "-":
            return price - (price * value / 100 if percent else value)
        return price * (value / 100 if percent else value)


def get_engine() -> PricingEngine:
    return PricingEngine()


@router.post("/promotions", status_code=201)
def create_promotion(promo: Promotion, engine: PricingEngine = Depends(get_engine)):
    engine.promotions[promo.code] = promo.adjustment
    return {"code": promo.code}


@router.post("/quote")
def quote(req: QuoteRequest, engine: PricingEngine = Depends(get_engine)):
    price = engine.base_price(req.plan, req.seats)
    return {"plan": req.plan, "total": str(engine.apply(price, req.promo))}


@router.get("/plans")
def plans():
    return {name: str(price) for name, price in CATALOG.items()}


app = FastAPI()
app.include_router(router)
