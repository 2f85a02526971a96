import os
from dataclasses import dataclass
from typing import Optional
from urllib.parse import urljoin, urlparse

from flask import Blueprint, Flask, abort, flash, redirect, render_template, request, session, url_for
from werkzeug.security import check_password_hash

bp = Blueprint("account", __name__, url_prefix="/account")


def local_target(target: Optional[str]) -> Optional[str]:
    """Resolve a user supplied return address against this site, or return None."""
    if not target:
        return None
    host_url = urlparse(request.host_url)
    resolved = urljoin(request.host_url, target.strip())
    parsed = urlparse(resolved)
    if parsed.scheme not in ("http", "https") or parsed.netloc != host_url.netloc:
        return None
    return resolved


@dataclass
class Account:
    id: int
    email: str
    password_hash: str


class AccountRepository:
    def __init__(self):
        self._by_email = {}

    def by_email(self, email: str) -> Optional[Account]:
        return self._by_email.get(email.lower())


repo = AccountRepository()


@bp.before_app_request
def remember_requested_page():
    if request.endpoint == "account.login" and request.method == "GET":
        candidate = local_target(request.args.get("next"))
        if candidate:
            session["after_login"] = candidate


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("account/login.html")
    account = repo.by_email(request.form.get("email", ""))
    if account is None or not check_password_hash(account.password_hash, request.form.get("password", "")):
        flash("Wrong email or password")
        return render_template("account/login.html"), 401
    session["account_id"] = account.id
    destination = local_target(session.pop("after_login", None)) or url_for("account.overview")
    return redirect(destination)


@bp.route("/")
def overview():
    if "account_id" not in session:
        abort(401)
    return render_template("account/overview.html")


@bp.route("/logout", methods=["POST"])
def logout():
    session.clear()
    return redirect(local_target(request.form.get("next")) or url_for("account.login"))


def create_app() -> Flask:
    app = Flask(__name__)
    app.secret_key = os.environ["FLASK_SECRET_KEY"]
    app.register_blueprint(bp)
    return app
