from flask import Flask, make_response, redirect, render_template, request, url_for
from itsdangerous import BadSignature, URLSafeSerializer

app = Flask(__name__)
app.config.from_envvar("SHOP_SETTINGS")
basket_serializer = URLSafeSerializer(app.config["SECRET_KEY"], salt="basket")


def load_basket():
    raw = request.cookies.get("basket")
    if not raw:
        return {}
    try:
        data = basket_serializer.loads(raw)
    except BadSignature:
        return {}
    return {str(k): int(v) for k, v in data.items()} if isinstance(data, dict) else {}


@app.get("/basket")
def show_basket():
    return render_template("basket.html", basket=load_basket())


@app.post("/basket/add")
def add_to_basket():
    basket = load_basket()
    sku = request.form["sku"]
    basket[sku] = basket.get(sku, 0) + int(request.form.get("qty", 1))
    response = make_response(redirect(url_for("show_basket")))
    response.set_cookie("basket", basket_serializer.dumps(basket), httponly=True, samesite="Lax")
    return response
