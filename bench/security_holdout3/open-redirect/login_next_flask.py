from flask import Flask, flash, redirect, render_template, request, url_for
from flask_login import LoginManager, login_user

from app.models import User

app = Flask(__name__)
app.config.from_envvar("APP_SETTINGS")
login_manager = LoginManager(app)


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html", next=request.args.get("next", ""))

    user = User.query.filter_by(email=request.form["email"].lower()).first()
    if user is None or not user.check_password(request.form["password"]):
        flash("Invalid credentials", "error")
        return redirect(url_for("login"))

    login_user(user, remember=bool(request.form.get("remember")))
    destination = request.args.get("next") or request.form.get("next")
    return redirect(destination or url_for("index"))
