from flask import Flask, jsonify, make_response, request

app = Flask(__name__)

ONE_YEAR = 60 * 60 * 24 * 365
CONSENT_VALUES = {
    "all": "analytics=1;ads=1",
    "analytics": "analytics=1;ads=0",
    "none": "analytics=0;ads=0",
}


@app.post("/privacy/consent")
def save_consent():
    choice = request.get_json(silent=True) or {}
    value = CONSENT_VALUES.get(choice.get("level"), CONSENT_VALUES["none"])
    resp = make_response(jsonify({"saved": True}))
    resp.set_cookie("consent_prefs", value, max_age=ONE_YEAR, secure=True, samesite="Lax")
    return resp
