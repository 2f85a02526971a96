from urllib.parse import urljoin, urlparse

from flask import Flask, redirect, request, url_for
from flask_login import LoginManager, login_user

from accounts.models import User

app = Flask(__name__)
login_manager = LoginManager(app)


def local_target(target):
    joined = urljoin(request.host_url, target)
    ref, test = urlparse(request.host_url), urlparse(joined)
    if test.scheme in ("http", "https") and test.netloc == ref.netloc:
        return joined
    return url_for("home")


@app.route("/login", methods=["POST"])
def do_login():
    user = User.authenticate(request.form.get("email"), request.form.get("password"))
    if user is None:
        return redirect(url_for("login_form", failed=1))
    login_user(user)
    destination = local_target(request.args.get("next") or url_for("home"))
    return redirect(destination)


@app.route("/")
def home():
    return "home"


@app.route("/login")
def login_form():
    return "login form"
