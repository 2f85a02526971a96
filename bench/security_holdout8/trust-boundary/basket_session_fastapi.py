import os
from decimal import Decimal
from typing import Dict

from fastapi import Depends, FastAPI, HTTPException, Request
from pydantic import BaseModel, Field
from starlette.middleware.sessions import SessionMiddleware

MAX_QTY = 20
CATALOG: Dict[str, Decimal] = {
    "tea-green": Decimal("4.20"),
    "tea-black": Decimal("3.90"),
    "mug-large": Decimal("12.00"),
}

app = FastAPI()
app.add_middleware(
    SessionMiddleware,
    secret_key=os.environ.get("SESSION_SECRET") or os.urandom(32).hex(),
    https_only=True,
    same_site="lax",
)


class AddItem(BaseModel):
    sku: str
    quantity: int = Field(1, ge=1, le=MAX_QTY)


class BasketService:
    session_key = "basket"

    def __init__(self, request: Request):
        self.session = request.session

    def items(self) -> Dict[str, int]:
        return dict(self.session.get(self.session_key, {}))

    def add(self, sku: str, quantity: int) -> Dict[str, int]:
        if sku not in CATALOG:
            raise KeyError(sku)
        items = self.items()
        items[sku] = min(items.get(sku, 0) + int(quantity), MAX_QTY)
        self.session[self.session_key] = items
        return items

    def total(self) -> Decimal:
        return sum((CATALOG[s] * q for s, q in self.items().items()), Decimal("0"))


def get_basket(request: Request) -> BasketService:
    return BasketService(request)


@app.get("/basket")
def show_basket(basket: BasketService = Depends(get_basket)):
    return {"items": basket.items(), "total": str(basket.total())}


@app.post("/basket/items")
def add_item(item: AddItem, basket: BasketService = Depends(get_basket)):
    try:
        items = basket.add(item.sku, item.quantity)
    except KeyError:
        raise HTTPException(status_code=404, detail="unknown product")
    return {"items": items, "total": str(basket.total())}
