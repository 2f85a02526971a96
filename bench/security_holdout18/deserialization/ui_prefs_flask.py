from flask import Flask, jsonify, make_response, request
from itsdangerous import BadSignature, URLSafeSerializer

app = Flask(__name__)
app.config.from_prefixed_env()
prefs_codec = URLSafeSerializer(app.config["SECRET_KEY"], salt="ui-prefs")
DEFAULTS = {"density": "comfortable", "sidebar": True}


@app.get("/ui/prefs")
def ui_prefs():
    raw = request.cookies.get("ui_prefs")
    prefs = dict(DEFAULTS)
    if raw:
        try:
            prefs.update(prefs_codec.loads(raw))
        except BadSignature:
            pass
    return jsonify(prefs)


@app.post("/ui/prefs")
def save_ui_prefs():
    body = request.get_json(force=True) or {}
    prefs = {k: body[k] for k in DEFAULTS if k in body}
    resp = make_response(jsonify(prefs))
    resp.set_cookie("ui_prefs", prefs_codec.dumps(prefs), httponly=True, secure=True, samesite="Lax")
    return resp
