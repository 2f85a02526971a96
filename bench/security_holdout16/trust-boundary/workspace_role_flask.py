import os

from flask import Flask, abort, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]
ASSIGNABLE = {"viewer", "editor", "commenter"}
AUDIT = []


@app.route("/workspace/role", methods=["POST"])
def choose_role():
    if "user_id" not in session:
        abort(401)
    requested = request.form.get("role", "viewer").strip().lower()
    permitted = requested in ASSIGNABLE
    AUDIT.append({"user": session["user_id"], "role": requested, "permitted": permitted})
    session["role"] = requested
    return redirect(url_for("workspace"))


@app.route("/workspace")
def workspace():
    return {"role": session.get("role", "viewer")}
