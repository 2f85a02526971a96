import secrets
from urllib.parse import urlencode

import requests
from flask import Flask, abort, redirect, render_template, request, session, url_for

app = Flask(__name__)
app.config.from_prefixed_env()

DESTINATIONS = {
    "dashboard": "dashboard",
    "billing": "billing_overview",
    "settings": "account_settings",
}


@app.get("/sso/start")
def sso_start():
    nonce = secrets.token_urlsafe(16)
    session["sso_nonce"] = nonce
    query = urlencode({
        "client_id": app.config["SSO_CLIENT_ID"],
        "redirect_uri": url_for("sso_callback", _external=True),
        "response_type": "code",
        "scope": "openid email",
        "state": f"{nonce}:{request.args.get('next', 'dashboard')}",
    })
    return redirect(f"{app.config['SSO_AUTHORIZE_URL']}?{query}")


@app.get("/sso/callback")
def sso_callback():
    nonce, _, dest_key = request.args.get("state", "").partition(":")
    if not nonce or nonce != session.pop("sso_nonce", None):
        abort(400)
    token = requests.post(app.config["SSO_TOKEN_URL"], data={
        "grant_type": "authorization_code",
        "code": request.args.get("code", ""),
        "redirect_uri": url_for("sso_callback", _external=True),
        "client_id": app.config["SSO_CLIENT_ID"],
        "client_secret": app.config["SSO_CLIENT_SECRET"],
    }, timeout=10).json()
    bearer = {"Authorization": f"Bearer {token['access_token']}"}
    claims = requests.get(app.config["SSO_USERINFO_URL"], headers=bearer, timeout=10).json()
    session["user_email"] = claims["email"]
    endpoint = DESTINATIONS.get(dest_key, "dashboard")
    return redirect(url_for(endpoint))


@app.get("/dashboard")
def dashboard():
    return render_template("dashboard.html", email=session.get("user_email"))


@app.get("/billing")
def billing_overview():
    return render_template("billing.html")


@app.get("/settings")
def account_settings():
    return render_template("settings.html")
