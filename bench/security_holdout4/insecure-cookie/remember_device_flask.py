import secrets

from flask import Flask, jsonify, make_response, request, session

from banking.devices import register_trusted_device

app = Flask(__name__)
app.config.from_envvar("BACKOFFICE_SETTINGS")

NINETY_DAYS = 60 * 60 * 24 * 90


@app.post("/mfa/remember-device")
def remember_device():
    operator_id = session.get("operator_id")
    if operator_id is None:
        return jsonify({"error": "not signed in"}), 401
    device_token = secrets.token_urlsafe(32)
    register_trusted_device(operator_id, device_token, user_agent=request.headers.get("User-Agent", ""))
    resp = make_response(jsonify({"remembered": True}))
    resp.set_cookie("trusted_device", device_token, max_age=NINETY_DAYS, httponly=False)
    return resp
