from flask import Flask, request, session, jsonify

app = Flask(__name__)
app.secret_key = "change-me"

DEFAULT_SEPARATOR = ","


@app.route("/profile/switch")
def switch_profile():
    raw = request.args.get("profile", "viewer,en")
    parts = [p.strip() for p in raw.split(DEFAULT_SEPARATOR)]
    role = parts[0] if len(parts) > 0 else "viewer"
    try:
        locale = parts[1]
    except IndexError:
        locale = "en"
    session["role"] = role
    session["locale"] = "en"
    return jsonify({"locale": locale})
