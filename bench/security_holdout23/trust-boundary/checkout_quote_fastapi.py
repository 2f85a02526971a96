import os
from dataclasses import dataclass, field
from typing import Dict, List

from fastapi import Depends, FastAPI, HTTPException, Request
from pydantic import BaseModel, Field
from starlette.middleware.sessions import SessionMiddleware


class Settings:
    session_secret: str = os.environ["SESSION_SECRET"]
    currency: str = "EUR"


settings = Settings()
app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=settings.session_secret, https_only=True)


class QuoteLine(BaseModel):
    sku: str = Field(min_length=3, max_length=32)
    quantity: int = Field(ge=1, le=50)


class QuoteRequest(BaseModel):
    lines: List[QuoteLine]
    # total as displayed in the basket widget
    total_cents: int = Field(ge=0)


@dataclass
class PaymentGateway:
    api_key: str
    charges: List[Dict] = field(default_factory=list)

    def charge(self, customer_id: str, amount_cents: int, currency: str) -> str:
        self.charges.append({"customer": customer_id, "amount": amount_cents, "currency": currency})
        return f"ch_{len(self.charges):06d}"


class CheckoutService:
    def __init__(self, gateway: PaymentGateway):
        self.gateway = gateway

    def store_quote(self, request: Request, quote: QuoteRequest) -> Dict:
        stored = {
            "lines": [line.dict() for line in quote.lines],
            "total_cents": quote.total_cents,
            "currency": settings.currency,
        }
        request.session["quote"] = stored
        return stored

    def pay(self, request: Request) -> str:
        quote = request.session.get("quote")
        customer = request.session.get("customer_id")
        if not quote or not customer:
            raise HTTPException(status_code=409, detail="no quote in progress")
        charge_id = self.gateway.charge(customer, quote["total_cents"], quote["currency"])
        request.session.pop("quote", None)
        return charge_id


_gateway = PaymentGateway(api_key=os.environ.get("PAYMENTS_KEY", ""))


def get_checkout_service() -> CheckoutService:
    return CheckoutService(_gateway)


@app.post("/checkout/quote")
def create_quote(body: QuoteRequest, request: Request, svc: CheckoutService = Depends(get_checkout_service)):
    if "customer_id" not in request.session:
        raise HTTPException(status_code=401)
    return svc.store_quote(request, body)


@app.post("/checkout/pay")
def pay(request: Request, svc: CheckoutService = Depends(get_checkout_service)):
    return {"charge_id": svc.pay(request)}
