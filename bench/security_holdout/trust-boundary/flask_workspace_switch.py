import os

from flask import Flask, redirect, request, session, url_for

from myapp.models import Workspace

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET"]


@app.post("/workspace/switch")
def switch_workspace():
    workspace = Workspace.query.get_or_404(int(request.form["workspace_id"]))
    session["workspace_id"] = workspace.id
    session["role"] = request.form.get("role", "viewer")
    return redirect(url_for("dashboard"))
