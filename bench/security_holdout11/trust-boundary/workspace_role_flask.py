import os

from flask import Flask, redirect, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]


def pick_role(form):
    requested = form.get("role", "").strip().lower()
    return requested or "viewer"


@app.route("/workspace/join", methods=["POST"])
def join_workspace():
    if "user_id" not in session:
        return redirect("/login")
    role = pick_role(request.form)
    session["role"] = role
    return redirect("/workspace")
