from flask import Flask, redirect, request, session

from accounts.db import roles_for_user

app = Flask(__name__)


@app.post("/account/view-as")
def view_as():
    requested_role = request.form.get("role", "viewer")
    granted = roles_for_user(session["user_id"])
    effective = requested_role if requested_role in granted else "viewer"
    session["role"] = effective
    return redirect("/dashboard")
