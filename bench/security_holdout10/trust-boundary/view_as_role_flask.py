import os
from flask import Flask, request, session, redirect

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]


def preferred_view(form):
    view = form.get("view_as")
    if view:
        return view
    return "member"


@app.route("/account/view", methods=["POST"])
def set_view():
    session["role"] = preferred_view(request.form)
    return redirect("/dashboard")


@app.route("/dashboard")
def dashboard():
    if session.get("role") == "admin":
        return "admin dashboard"
    return "member dashboard"
