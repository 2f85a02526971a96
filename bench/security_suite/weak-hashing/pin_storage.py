from Crypto.Hash import MD5
from flask import Flask, request

from wallet.db import store_pin

app = Flask(__name__)


@app.post("/wallet/pin")
def set_pin():
    pin = request.form["pin"]
    pin_hash = MD5.new(pin.encode()).hexdigest()
    store_pin(request.form["wallet_id"], pin_hash)
    return {"saved": True}
