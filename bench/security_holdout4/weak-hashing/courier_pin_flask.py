import hashlib
import os

from flask import Flask, jsonify, request

from couriers.repo import find_courier, store_pin_hash

app = Flask(__name__)
PIN_SALT = os.environ.get("COURIER_PIN_SALT", "handheld")


def pin_digest(pin):
    return hashlib.sha1((PIN_SALT + pin).encode()).hexdigest()


@app.put("/couriers/<courier_id>/pin")
def set_pin(courier_id):
    pin = request.get_json(force=True).get("pin", "")
    if not (pin.isdigit() and 4 <= len(pin) <= 6):
        return jsonify({"error": "PIN must be 4-6 digits"}), 400
    store_pin_hash(courier_id, pin_digest(pin))
    return jsonify({"status": "updated"})


@app.post("/couriers/<courier_id>/unlock")
def unlock_handheld(courier_id):
    courier = find_courier(courier_id)
    pin = request.get_json(force=True).get("pin", "")
    if courier is None or courier.pin_hash != pin_digest(pin):
        return jsonify({"unlocked": False}), 403
    return jsonify({"unlocked": True})
