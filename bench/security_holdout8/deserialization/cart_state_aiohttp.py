import base64
import logging
from dataclasses import dataclass, field
from decimal import Decimal
from typing import List

import jsonpickle
from aiohttp import web

logger = logging.getLogger(__name__)

CART_COOKIE = "cart_state"
PRICES = {"sku-1": Decimal("9.99"), "sku-2": Decimal("24.50"), "sku-3": Decimal("3.75")}


@dataclass
class CartItem:
    sku: str
    quantity: int
    unit_price: Decimal


@dataclass
class Cart:
    items: List[CartItem] = field(default_factory=list)
    coupon: str = ""

    def total(self) -> Decimal:
        return sum((i.unit_price * i.quantity for i in self.items), Decimal("0"))


class CartCodec:
    def encode(self, cart: Cart) -> str:
        return base64.urlsafe_b64encode(jsonpickle.encode(cart).encode()).decode()

    def decode(self, token: str) -> Cart:
        text = base64.urlsafe_b64decode(token.encode()).decode()
        cart = jsonpickle.decode(text)
        if not isinstance(cart, Cart):
            raise ValueError("not a cart")
        return cart


codec = CartCodec()


async def load_cart(request: web.Request) -> Cart:
    token = request.cookies.get(CART_COOKIE)
    if not token:
        return Cart()
    try:
        return codec.decode(token)
    except (ValueError, TypeError) as exc:
        logger.info("discarding cart cookie: %s", exc)
        return Cart()


def cart_response(cart: Cart) -> web.Response:
    resp = web.json_response(
        {
            "items": [{"sku": i.sku, "quantity": i.quantity} for i in cart.items],
            "total": str(cart.total()),
        }
    )
    resp.set_cookie(CART_COOKIE, codec.encode(cart), httponly=True, secure=True, samesite="Lax")
    return resp


async def show_cart(request: web.Request) -> web.Response:
    return cart_response(await load_cart(request))


async def add_item(request: web.Request) -> web.Response:
    payload = await request.json()
    sku = str(payload.get("sku", ""))
    if sku not in PRICES:
        raise web.HTTPNotFound(text="unknown sku")
    cart = await load_cart(request)
    cart.items.append(CartItem(sku=sku, quantity=int(payload.get("quantity", 1)), unit_price=PRICES[sku]))
    return cart_response(cart)


app = web.Application()
app.router.add_get("/cart", show_cart)
app.router.add_post("/cart/items", add_item)
