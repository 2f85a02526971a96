from flask import Flask, redirect, render_template, request
from flask_login import login_user

from app.auth import authenticate

app = Flask(__name__)


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html", next=request.args.get("next", ""))
    user = authenticate(request.form["email"], request.form["password"])
    if user is None:
        return render_template("login.html", error="Wrong email or password"), 401
    login_user(user)
    target = request.form.get("next") or "/"
    if not target.startswith("/"):
        target = "/"
    return redirect(target)
