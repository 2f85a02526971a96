import secrets
from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
CARTS = {}

COOKIE_FLAGS = dict(secure=True, httponly=True, samesite="Strict", max_age=7 * 86400)


@app.post("/cart/items")
def add_item():
    cart_id = request.cookies.get("cart_id")
    if cart_id not in CARTS:
        cart_id = secrets.token_urlsafe(24)
        CARTS[cart_id] = []
    CARTS[cart_id].append({"sku": request.form["sku"], "qty": int(request.form.get("qty", 1))})
    resp = make_response(jsonify(CARTS[cart_id]))
    resp.set_cookie("cart_id", cart_id, **COOKIE_FLAGS)
    return resp
