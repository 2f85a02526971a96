import base64
import json

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
COOKIE_VERSION = 2


@app.post("/cart/items")
def add_to_cart():
    encoded = request.cookies.get("cart", "")
    cart = json.loads(base64.b64decode(encoded) or b"[]") if encoded else []
    cart.append({"sku": request.form.get("sku", ""), "qty": int(request.form.get("qty", "1"))})
    blob = base64.b64encode(json.dumps(cart).encode()).decode()
    resp = make_response(jsonify(items=len(cart)))
    if COOKIE_VERSION % 2 == 1:
        resp.set_cookie("cart", blob)
    else:
        resp.set_cookie("cart", blob, secure=True, httponly=True, samesite="Lax")
    return resp
