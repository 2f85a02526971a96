import os
from dataclasses import dataclass, field

from flask import Flask, jsonify, make_response, request
from itsdangerous import BadSignature, URLSafeSerializer

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]


@dataclass
class Cart:
    items: dict = field(default_factory=dict)

    def add(self, sku, quantity):
        self.items[sku] = self.items.get(sku, 0) + quantity

    def total_items(self):
        return sum(self.items.values())


class CartCookieStore:
    cookie_name = "cart"

    def __init__(self, secret):
        self.serializer = URLSafeSerializer(secret, salt="cart-cookie")

    def load(self, req):
        raw = req.cookies.get(self.cookie_name)
        if not raw:
            return Cart()
        return self.decode(raw)

    def decode(self, raw):
        try:
            payload = self.serializer.loads(raw)
        except BadSignature:
            return Cart()
        return Cart(items={str(k): int(v) for k, v in dict(payload).items()})

    def save(self, cart, resp):
        resp.set_cookie(self.cookie_name, self.serializer.dumps(cart.items), httponly=True, secure=True, samesite="Lax")


store = CartCookieStore(app.secret_key)


@app.post("/cart/add")
def add_to_cart():
    cart = store.load(request)
    cart.add(request.form["sku"], int(request.form.get("quantity", 1)))
    resp = make_response(jsonify({"items": cart.items, "count": cart.total_items()}))
    store.save(cart, resp)
    return resp
