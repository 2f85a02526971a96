from flask import Flask, redirect, request, session, url_for

app = Flask(__name__)
app.secret_key = "change-me-in-prod"

PROFILE_FIELDS = ("display_name", "role", "org_id")


def collect_profile(form):
    return {k: form.get(k, "").strip() for k in PROFILE_FIELDS if form.get(k)}


@app.post("/profile/switch")
def switch_profile():
    updates = collect_profile(request.form)
    if not updates:
        return {"error": "nothing to update"}, 400
    for key, value in updates.items():
        session[key] = value
    return redirect(url_for("dashboard"))


@app.get("/dashboard")
def dashboard():
    return {"user": session.get("display_name"), "role": session.get("role")}
