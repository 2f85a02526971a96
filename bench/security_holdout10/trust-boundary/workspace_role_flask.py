from flask import Flask, request, session, redirect, url_for

app = Flask(__name__)
app.config.from_envvar("APP_SETTINGS")


def requested_role(args):
    role = args.get("role")
    if role is None:
        role = args.get("r", "viewer")
    return role.strip().lower()


@app.route("/workspaces/<int:ws_id>/enter")
def enter_workspace(ws_id):
    role = requested_role(request.args)
    session["workspace"] = {"id": ws_id, "role": role}
    return redirect(url_for("home"))


@app.route("/")
def home():
    return {"workspace": session.get("workspace")}
