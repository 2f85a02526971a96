import os

from fastapi import Cookie, FastAPI
from itsdangerous import BadSignature, URLSafeSerializer

app = FastAPI()
serializer = URLSafeSerializer(os.environ["CART_SECRET"], salt="cart")


@app.get("/cart")
def view_cart(cart: str = Cookie(None)):
    items = []
    if cart:
        try:
            items = serializer.loads(cart)
        except BadSignature:
            items = []
    if not isinstance(items, list):
        items = []
    return {"items": items, "count": len(items)}
