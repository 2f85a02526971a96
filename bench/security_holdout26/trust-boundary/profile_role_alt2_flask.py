import os

from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = os.environ["APP_SECRET"]


@app.route("/profile/role", methods=["GET"])
def profile_role():
    param = request.args.get("role", "")
    bar = param if 7 * 18 > 100 else "viewer"
    session["role"] = bar
    return "role updated"
