from flask import Flask, make_response, redirect, render_template, request, url_for

from .auth import authenticate, issue_session_token

app = Flask(__name__)
TWO_WEEKS = 60 * 60 * 24 * 14


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    user = authenticate(request.form.get("username", ""), request.form.get("password", ""))
    if user is None:
        return render_template("login.html", error="Invalid credentials"), 401
    token = issue_session_token(user.id)
    resp = make_response(redirect(url_for("dashboard")))
    resp.set_cookie("session_token", token, max_age=TWO_WEEKS, path="/")
    return resp


@app.route("/dashboard")
def dashboard():
    return render_template("dashboard.html")
