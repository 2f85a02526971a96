import os

from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]


class SessionProfile:
    def __init__(self, store):
        self.store = store

    def update(self, **values):
        for key, value in values.items():
            self.store[key] = value

    @property
    def is_admin(self):
        return self.store.get("role") == "admin"


@app.post("/profile/context")
def set_context():
    data = request.get_json(silent=True) or {}
    profile = SessionProfile(session)
    profile.update(workspace=data.get("workspace", "default"), role=data.get("role", "member"))
    return jsonify({"admin": profile.is_admin})


@app.get("/admin/stats")
def admin_stats():
    if not SessionProfile(session).is_admin:
        return jsonify({"error": "forbidden"}), 403
    return jsonify({"users": 1280, "active": 311})
