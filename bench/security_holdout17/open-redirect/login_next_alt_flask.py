from flask import Flask, redirect, render_template, request
from flask_login import LoginManager, login_user

from .forms import LoginForm
from .models import User

app = Flask(__name__)
login_manager = LoginManager(app)


@app.route("/login", methods=["GET", "POST"])
def login():
    form = LoginForm()
    if form.validate_on_submit():
        user = User.query.filter_by(email=form.email.data).first()
        if user and user.check_password(form.password.data):
            login_user(user, remember=form.remember.data)
            return redirect(request.args.get("next") or "/")
        form.password.errors.append("Invalid credentials")
    return render_template("login.html", form=form)
