from flask import Flask, jsonify, request, session

app = Flask(__name__)


@app.route("/logout", methods=["POST"])
def sign_out():
    reason = request.form.get("reason", "user")
    session.pop("user_id", None)
    session.clear()
    return jsonify(ok=True, reason=reason)
