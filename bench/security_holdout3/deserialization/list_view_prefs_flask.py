from flask import Flask, current_app, make_response, render_template, request
from itsdangerous import BadSignature, URLSafeSerializer

from app.search import run_search

app = Flask(__name__)
app.config.from_envvar("APP_SETTINGS")
COOKIE_NAME = "list_prefs"
DEFAULT_PREFS = {"status": "open", "sort": "-created", "page_size": 25}


def prefs_serializer():
    return URLSafeSerializer(current_app.config["SECRET_KEY"], salt="list-prefs")


def read_prefs():
    raw = request.cookies.get(COOKIE_NAME)
    if not raw:
        return dict(DEFAULT_PREFS)
    try:
        return prefs_serializer().loads(raw)
    except BadSignature:
        return dict(DEFAULT_PREFS)


@app.route("/issues")
def issues():
    prefs = read_prefs()
    prefs.update({k: v for k, v in request.args.items() if k in DEFAULT_PREFS})
    resp = make_response(render_template("issues.html", results=run_search(prefs), prefs=prefs))
    resp.set_cookie(COOKIE_NAME, prefs_serializer().dumps(prefs), httponly=True, samesite="Lax")
    return resp
