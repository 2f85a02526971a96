from flask import Flask, flash, redirect, render_template, request, url_for
from flask_login import LoginManager, login_user

from accounts.forms import LoginForm
from accounts.models import User

app = Flask(__name__)
app.config.from_envvar("ACCOUNTS_SETTINGS")
login_manager = LoginManager(app)
login_manager.login_view = "login"


@login_manager.user_loader
def load_user(user_id):
    return User.query.get(int(user_id))


@app.route("/login", methods=["GET", "POST"])
def login():
    form = LoginForm()
    if form.validate_on_submit():
        user = User.query.filter_by(email=form.email.data.lower()).first()
        if user and user.check_password(form.password.data):
            login_user(user, remember=form.remember.data)
            return redirect(request.args.get("next") or url_for("main.index"))
        flash("Invalid email or password")
    return render_template("auth/login.html", form=form)
