import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]


def profile_update(form):
    update = {"display_name": form.get("display_name", "").strip()}
    if "role" in form:
        update["role"] = form["role"]
    return update


@app.post("/profile")
def update_profile():
    if "user_id" not in session:
        return jsonify({"error": "login required"}), 401
    for key, value in profile_update(request.form).items():
        session[key] = value
    return jsonify({"saved": True})
