import asyncio
import json
from decimal import Decimal

from aiohttp import web
from aiohttp_session import get_session, setup
from aiohttp_session.cookie_storage import EncryptedCookieStorage

PRODUCTS = {
    "starter": Decimal("19.00"),
    "team": Decimal("79.00"),
    "enterprise": Decimal("249.00"),
}

routes = web.RouteTableDef()


def cart_total(cart, discount_pct):
    subtotal = sum(PRODUCTS[sku] * qty for sku, qty in cart.items())
    factor = (Decimal(100) - Decimal(str(discount_pct))) / 100
    return (subtotal * factor).quantize(Decimal("0.01"))


@routes.post("/cart/items")
async def add_item(request):
    session = await get_session(request)
    body = await request.json()
    sku = body.get("sku")
    if sku not in PRODUCTS:
        raise web.HTTPBadRequest(text="unknown product")
    cart = session.setdefault("cart", {})
    cart[sku] = cart.get(sku, 0) + max(int(body.get("qty", 1)), 1)
    session.changed()
    return web.json_response({"cart": cart})


@routes.post("/cart/promo")
async def apply_promo(request):
    session = await get_session(request)
    body = await request.json()
    promo = body.get("promo", {})
    code = str(promo.get("code", "")).upper()
    pct = promo.get("percent", 0)
    session["promo_code"] = code
    session["discount_pct"] = pct
    return web.json_response({"applied": code, "percent": pct})


@routes.post("/cart/checkout")
async def checkout(request):
    session = await get_session(request)
    cart = session.get("cart", {})
    if not cart:
        raise web.HTTPBadRequest(text="cart is empty")
    total = cart_total(cart, session.get("discount_pct", 0))
    order = {"items": cart, "promo": session.get("promo_code"), "total": str(total)}
    await request.app["orders"].put(json.dumps(order))
    session.pop("cart", None)
    return web.json_response(order)


def create_app(secret_key: bytes, orders: asyncio.Queue) -> web.Application:
    app = web.Application()
    setup(app, EncryptedCookieStorage(secret_key))
    app["orders"] = orders
    app.add_routes(routes)
    return app
