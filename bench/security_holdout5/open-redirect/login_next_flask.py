from flask import Flask, flash, redirect, render_template, request, url_for
from flask_login import LoginManager, login_user

from .models import User

app = Flask(__name__)
login_manager = LoginManager(app)


def next_target():
    return request.args.get("next") or request.form.get("next") or url_for("index")


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "POST":
        user = User.query.filter_by(email=request.form.get("email", "").lower()).first()
        if user and user.check_password(request.form.get("password", "")):
            login_user(user, remember=bool(request.form.get("remember")))
            return redirect(next_target())
        flash("Invalid e-mail or password")
    return render_template("login.html", next=request.args.get("next", ""))


@app.route("/")
def index():
    return render_template("index.html")
