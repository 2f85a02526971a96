import secrets
import time
from dataclasses import dataclass, field

from flask import Flask, jsonify, make_response, request
from werkzeug.security import check_password_hash

app = Flask(__name__)

SESSION_COOKIE = "sid"
SESSION_TTL = 60 * 60 * 8
USER_HASHES = {}


@dataclass
class ServerSession:
    user: str
    created: float = field(default_factory=time.time)

    def expired(self) -> bool:
        return time.time() - self.created > SESSION_TTL


class SessionManager:
    def __init__(self):
        self._sessions = {}

    def start(self, user):
        sid = secrets.token_urlsafe(32)
        self._sessions[sid] = ServerSession(user)
        return sid

    def lookup(self, sid):
        sess = self._sessions.get(sid)
        if sess is None or sess.expired():
            self._sessions.pop(sid, None)
            return None
        return sess

    def attach(self, response, sid):
        response.set_cookie(
            SESSION_COOKIE,
            sid,
            max_age=SESSION_TTL,
            path="/",
        )
        return response


sessions = SessionManager()


@app.route("/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    password = request.form.get("password", "")
    stored = USER_HASHES.get(username)
    if stored is None or not check_password_hash(stored, password):
        return jsonify(error="invalid credentials"), 401
    sid = sessions.start(username)
    response = make_response(jsonify(user=username))
    return sessions.attach(response, sid)


@app.route("/me")
def me():
    sess = sessions.lookup(request.cookies.get(SESSION_COOKIE, ""))
    if sess is None:
        return jsonify(error="not logged in"), 401
    return jsonify(user=sess.user)
