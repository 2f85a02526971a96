import os
from decimal import Decimal

from fastapi import FastAPI, HTTPException, Request
from pydantic import BaseModel, Field
from starlette.middleware.sessions import SessionMiddleware

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)

COUPONS = {
    "WELCOME10": Decimal("10"),
    "SPRING15": Decimal("15"),
    "STAFF30": Decimal("30"),
}
PRICES = {"basic": Decimal("9.00"), "pro": Decimal("29.00"), "team": Decimal("99.00")}


class CartItem(BaseModel):
    sku: str
    qty: int = Field(ge=1, le=50)


class CouponRequest(BaseModel):
    code: str = Field(min_length=3, max_length=32)
    # the storefront shows the percentage next to the code and sends it back
    percent: Decimal = Field(ge=0, le=100)


def get_cart(request: Request) -> list:
    return request.session.setdefault("cart", [])


@app.post("/cart/items")
def add_item(item: CartItem, request: Request):
    if item.sku not in PRICES:
        raise HTTPException(404, "no such product")
    cart = get_cart(request)
    cart.append({"sku": item.sku, "qty": item.qty})
    request.session["cart"] = cart
    return {"items": len(cart)}


@app.post("/cart/coupon")
def apply_coupon(body: CouponRequest, request: Request):
    code = body.code.strip().upper()
    if code not in COUPONS:
        raise HTTPException(422, "coupon not recognised")
    request.session["coupon"] = code
    request.session["discount_percent"] = str(body.percent)
    return {"coupon": code, "discount_percent": str(body.percent)}


@app.get("/cart/total")
def cart_total(request: Request):
    subtotal = sum((PRICES[i["sku"]] * i["qty"] for i in get_cart(request)), Decimal("0"))
    discount = Decimal(request.session.get("discount_percent", "0"))
    total = subtotal * (Decimal(100) - discount) / Decimal(100)
    return {
        "subtotal": str(subtotal),
        "discount_percent": str(discount),
        "total": str(total.quantize(Decimal("0.01"))),
    }


@app.post("/cart/clear")
def clear_cart(request: Request):
    for key in ("cart", "coupon", "discount_percent"):
        request.session.pop(key, None)
    return {"items": 0}
