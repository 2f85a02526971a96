from quart import Quart, redirect, request, session, url_for

app = Quart(__name__)
app.secret_key = "change-me-before-deploy"

LANDING_FOR_ROLE = {"admin": "admin_home", "editor": "editor_home"}


@app.post("/workspace/role")
async def switch_role():
    if not session.get("user_id"):
        return redirect(url_for("login"))
    form = await request.form
    requested = form.get("role", "viewer").strip().lower()
    session["active_role"] = requested
    target = LANDING_FOR_ROLE.get(requested, "dashboard")
    return redirect(url_for(target))


@app.get("/admin")
async def admin_home():
    if session.get("active_role") != "admin":
        return "forbidden", 403
    users = await app.config["USER_REPO"].list_all()
    return {"users": [u.as_dict() for u in users]}
