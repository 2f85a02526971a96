import base64
import pickle

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
COOKIE = "cart"


def restore_cart(raw):
    if not raw:
        return []
    return pickle.loads(base64.urlsafe_b64decode(raw))


def store_cart(response, items):
    response.set_cookie(COOKIE, base64.urlsafe_b64encode(pickle.dumps(items)).decode(), httponly=True)


@app.post("/cart/add")
def add_to_cart():
    items = restore_cart(request.cookies.get(COOKIE))
    items.append({"sku": request.form["sku"], "qty": int(request.form.get("qty", 1))})
    resp = make_response(jsonify(count=len(items)))
    store_cart(resp, items)
    return resp
