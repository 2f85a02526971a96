import functools
from dataclasses import dataclass

from flask import Flask, abort, jsonify, request, session
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.config.from_prefixed_env()

ACCOUNTS = {
    "maria": {"id": 17, "role": "admin", "team": "platform",
              "password_hash": "scrypt:32768:8:1$k3Fq$0d6c1f0e7b"},
    "tomas": {"id": 23, "role": "viewer", "team": "support",
              "password_hash": "scrypt:32768:8:1$Zp9x$9a41be22c0"},
}


@dataclass
class Account:
    id: int
    role: str
    team: str


class SignInAttempt:
    def __init__(self, form):
        self.username = form.get("username", "").strip().lower()
        self.password = form.get("password", "")

    def verify(self, directory):
        record = directory.get(self.username)
        if record is None or not check_password_hash(record["password_hash"], self.password):
            return None
        return Account(id=record["id"], role=record["role"], team=record["team"])

    def persist(self, store, account):
        store.clear()
        store["user_id"] = account.id
        store["role"] = account.role
        store["team"] = account.team


def require_role(name):
    def decorator(view):
        @functools.wraps(view)
        def wrapper(*args, **kwargs):
            if session.get("role") != name:
                abort(403)
            return view(*args, **kwargs)

        return wrapper

    return decorator


@app.post("/workspace/signin")
def sign_in():
    attempt = SignInAttempt(request.form)
    account = attempt.verify(ACCOUNTS)
    if account is None:
        abort(401)
    attempt.persist(session, account)
    return jsonify({"role": account.role, "team": account.team})


@app.get("/workspace/admin/audit")
@require_role("admin")
def audit_log():
    return jsonify({"team": session.get("team"), "entries": []})
