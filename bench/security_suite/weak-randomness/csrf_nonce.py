from random import Random

from flask import Flask, render_template, session

app = Flask(__name__)
_rng = Random()


@app.route("/checkout")
def checkout_form():
    nonce = format(_rng.getrandbits(64), "016x")
    session["checkout_nonce"] = nonce
    return render_template("checkout.html", nonce=nonce)
