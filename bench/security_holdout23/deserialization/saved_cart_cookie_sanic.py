import base64
import pickle

from sanic import Sanic
from sanic.response import json

app = Sanic("Storefront")


def restore_cart(raw: str) -> dict:
    return pickle.loads(base64.urlsafe_b64decode(raw.encode()))


@app.get("/cart")
async def show_cart(request):
    raw = request.cookies.get("cart_state")
    cart = restore_cart(raw) if raw else {"items": []}
    return json({"items": cart.get("items", []), "count": len(cart.get("items", []))})


@app.post("/cart/items")
async def add_item(request):
    raw = request.cookies.get("cart_state")
    cart = restore_cart(raw) if raw else {"items": []}
    cart["items"].append({"sku": request.json["sku"], "qty": int(request.json.get("qty", 1))})
    resp = json({"count": len(cart["items"])})
    resp.add_cookie("cart_state", base64.urlsafe_b64encode(pickle.dumps(cart)).decode(), httponly=True)
    return resp
