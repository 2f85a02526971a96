import base64
import json
from typing import Dict, List

from fastapi import APIRouter, Cookie, Depends, HTTPException, Response
from pydantic import BaseModel, ValidationError, conint

router = APIRouter(prefix="/cart", tags=["cart"])


class CartSettings(BaseModel):
    cookie_name: str = "cart"
    max_items: int = 50


def get_settings() -> CartSettings:
    return CartSettings()


class CartItem(BaseModel):
    sku: str
    quantity: conint(ge=1, le=99)


class Cart(BaseModel):
    items: List[CartItem] = []
    coupon: str = ""


class CartSerializer:
    def dump(self, cart: Cart) -> str:
        return base64.urlsafe_b64encode(cart.json().encode()).decode()

    def load(self, raw: str) -> Cart:
        try:
            data = json.loads(base64.urlsafe_b64decode(raw.encode()))
            return Cart.parse_obj(data)
        except (ValueError, ValidationError):
            raise HTTPException(status_code=400, detail="cart cookie unreadable")


class PriceBook:
    prices: Dict[str, float] = {"MUG-1": 9.5, "TEE-2": 19.0, "CAP-3": 14.0}

    def total(self, cart: Cart) -> float:
        return round(sum(self.prices.get(i.sku, 0.0) * i.quantity for i in cart.items), 2)


@router.get("")
def view_cart(cart: str = Cookie(default=""), settings: CartSettings = Depends(get_settings)):
    if not cart:
        return {"items": [], "total": 0}
    restored = CartSerializer().load(cart)
    if len(restored.items) > settings.max_items:
        raise HTTPException(status_code=400, detail="too many items")
    return {"items": [i.dict() for i in restored.items], "total": PriceBook().total(restored)}


@router.post("/items")
def add_item(item: CartItem, response: Response, cart: str = Cookie(default="")):
    serializer = CartSerializer()
    current = serializer.load(cart) if cart else Cart()
    current.items.append(item)
    response.set_cookie("cart", serializer.dump(current), secure=True, httponly=True, samesite="lax")
    return {"count": len(current.items)}
