import os
from urllib.parse import urljoin, urlsplit, urlunsplit

from flask import Flask, abort, redirect, render_template, request, session, url_for
from flask_login import LoginManager, current_user, login_required, login_user, logout_user

from .auth import verify_password
from .models import User

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]
login_manager = LoginManager(app)
login_manager.login_view = "login"


@login_manager.user_loader
def load_user(user_id):
    return User.query.get(int(user_id))


def local_target(target: str | None) -> str | None:
    if not target:
        return None
    base = urlsplit(request.host_url)
    candidate = urlsplit(urljoin(request.host_url, target))
    if candidate.scheme not in ("http", "https") or candidate.netloc != base.netloc:
        return None
    return urlunsplit((candidate.scheme, candidate.netloc, candidate.path, candidate.query, ""))


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html", next=request.args.get("next", ""))
    user = User.query.filter_by(email=request.form.get("email", "")).first()
    if user is None or not verify_password(user, request.form.get("password", "")):
        return render_template("login.html", error="Invalid credentials", next=request.form.get("next", "")), 401
    login_user(user, remember=request.form.get("remember") == "on")
    session["login_method"] = "password"
    destination = local_target(request.form.get("next")) or url_for("dashboard")
    return redirect(destination)


@app.get("/dashboard")
@login_required
def dashboard():
    return render_template("dashboard.html", user=current_user)


@app.post("/logout")
@login_required
def logout():
    logout_user()
    session.clear()
    return redirect(url_for("login"))


@app.get("/admin")
@login_required
def admin():
    if not current_user.is_admin:
        abort(403)
    return render_template("admin.html")
