from fastapi import FastAPI, Request
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware

from shop.config import settings
from shop.pricing import price_cart

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=settings.session_secret)


class CheckoutStart(BaseModel):
    customer_tier: str = "standard"


@app.post("/checkout/start")
async def start_checkout(body: CheckoutStart, request: Request):
    request.session["tier"] = body.customer_tier
    return {"next": "/checkout/summary"}


@app.get("/checkout/summary")
async def checkout_summary(cart_id: str, request: Request):
    tier = request.session.get("tier", "standard")
    return await price_cart(cart_id, tier=tier)
