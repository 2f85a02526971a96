from flask import Flask, redirect, render_template, request, session, url_for
from werkzeug.security import check_password_hash

from .users import find_user

app = Flask(__name__)


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html", next=request.args.get("next", ""))
    user = find_user(request.form.get("email", ""))
    if user is None or not check_password_hash(user.password_hash, request.form.get("password", "")):
        return render_template("login.html", error="Wrong email or password"), 401
    session.clear()
    session["uid"] = user.id
    target = request.form.get("next") or request.args.get("next") or ""
    if not target.startswith("/"):
        target = url_for("home")
    return redirect(target)


@app.get("/")
def home():
    return render_template("home.html")
