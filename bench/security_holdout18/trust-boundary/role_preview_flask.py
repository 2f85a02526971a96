import logging

from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = "dev-secret-key-rotate-me"
log = logging.getLogger("accounts")

PREVIEW_ROLES = ("viewer", "editor")


@app.post("/account/preview-as")
def preview_as():
    wanted = request.form.get("role", "viewer").strip().lower()
    if wanted not in PREVIEW_ROLES:
        log.warning("preview requested for unexpected role %r", wanted)
    session["effective_role"] = wanted
    return redirect(url_for("dashboard"))


@app.get("/dashboard")
def dashboard():
    role = session.get("effective_role", "viewer")
    return {"role": role, "can_manage_users": role == "admin"}
