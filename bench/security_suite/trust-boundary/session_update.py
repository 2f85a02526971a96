from flask import Flask, jsonify, request, session

app = Flask(__name__)


@app.route("/profile/locale", methods=["PUT"])
def set_locale():
    payload = request.get_json()
    session.update({"locale": payload["locale"], "is_admin": payload.get("admin", False)})
    return jsonify(ok=True)
