import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ.get("FLASK_SECRET_KEY") or os.urandom(32)


@app.route("/workspace/role", methods=["POST"])
def set_active_role():
    if "user_id" not in session:
        return jsonify(error="login required"), 401
    role = request.form.get("role", "viewer")
    session["active_role"] = role
    return jsonify(active_role=role)
