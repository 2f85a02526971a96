import os
from decimal import Decimal

from quart import Quart, jsonify, request, session

app = Quart(__name__)
app.secret_key = os.environ["APP_SECRET"]

CATALOG = {"tee": Decimal("19.00"), "mug": Decimal("12.50"), "cap": Decimal("15.00")}
COUPONS = {"WELCOME10": Decimal("0.10"), "VIP20": Decimal("0.20")}


def cart():
    return session.setdefault("cart", {})


@app.post("/cart/items")
async def add_item():
    data = await request.get_json()
    sku = data.get("sku")
    if sku not in CATALOG:
        return jsonify({"error": "unknown sku"}), 400
    items = cart()
    items[sku] = items.get(sku, 0) + max(1, int(data.get("qty", 1)))
    session["cart"] = items
    return jsonify(items)


@app.post("/cart/coupon")
async def apply_coupon():
    data = await request.get_json()
    code = data.get("code", "").upper()
    rate = data.get("rate", str(COUPONS.get(code, "0")))
    session["coupon"] = {"code": code, "rate": rate}
    return jsonify({"applied": code})


@app.get("/cart/total")
async def total():
    subtotal = sum(CATALOG[s] * q for s, q in cart().items())
    coupon = session.get("coupon")
    discount = subtotal * Decimal(coupon["rate"]) if coupon else Decimal("0")
    return jsonify({"subtotal": str(subtotal), "discount": str(discount), "total": str(subtotal - discount)})


@app.post("/cart/clear")
async def clear():
    session.pop("cart", None)
    session.pop("coupon", None)
    return jsonify({"cleared": True})
