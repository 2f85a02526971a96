import os

from flask import Flask, jsonify, request, session
from werkzeug.security import check_password_hash

from brokerage.models import Broker

app = Flask(__name__)
app.secret_key = os.environ["BROKER_PORTAL_SECRET"]
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True, SESSION_COOKIE_SAMESITE="Lax")


@app.post("/signin")
def signin():
    login = request.form.get("login", "")
    password = request.form.get("password", "")
    broker = Broker.query.filter_by(login=login, active=True).first()
    if broker is None or not check_password_hash(broker.password_hash, password):
        return jsonify({"error": "invalid credentials"}), 401
    session.clear()
    session["broker_id"] = broker.id
    session["agency_code"] = broker.agency.code
    return jsonify({"broker": broker.display_name})
