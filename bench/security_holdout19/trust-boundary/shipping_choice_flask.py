from flask import Flask, redirect, request, session

app = Flask(__name__)
app.secret_key = "shop-session-key"


@app.route("/checkout/shipping", methods=["POST"])
def choose_shipping():
    requested = request.form.get("courier", "")
    options = {"pick": requested, "std": "standard-post"}
    selector = "std"
    courier = options[selector]
    session["courier"] = courier
    return redirect("/checkout/pay")
