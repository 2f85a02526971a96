import secrets
from datetime import timedelta

from flask import Flask, jsonify, request
from werkzeug.security import check_password_hash

from app.models import Partner, PartnerSession, db

app = Flask(__name__)
SESSION_TTL = timedelta(hours=8)


@app.post("/partners/login")
def partner_login():
    username = (request.form.get("username") or "").strip()
    password = request.form.get("password") or ""
    partner = Partner.query.filter_by(username=username, active=True).first()
    if partner is None or not check_password_hash(partner.password_hash, password):
        return jsonify({"error": "invalid credentials"}), 401

    token = secrets.token_urlsafe(32)
    db.session.add(PartnerSession(partner_id=partner.id, token=token))
    db.session.commit()

    resp = jsonify({"id": partner.id, "name": partner.display_name})
    resp.set_cookie("partner_session", token, max_age=int(SESSION_TTL.total_seconds()), secure=True, httponly=True, samesite="Lax")
    return resp
