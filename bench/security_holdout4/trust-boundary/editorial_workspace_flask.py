import os

from flask import Flask, abort, jsonify, request, session

from publishing.workspaces import get_workspace, publish_story

app = Flask(__name__)
app.secret_key = os.environ["CMS_SECRET_KEY"]


@app.post("/workspace/switch")
def switch_workspace():
    workspace = get_workspace(request.form.get("workspace_id", ""))
    if workspace is None:
        abort(404)
    session["workspace_id"] = workspace.id
    session["workspace_role"] = request.form.get("role", "contributor")
    return jsonify({"workspace": workspace.name})


@app.post("/stories/<int:story_id>/publish")
def publish(story_id):
    if session.get("workspace_role") not in ("editor", "chief_editor"):
        abort(403)
    publish_story(story_id, workspace_id=session["workspace_id"])
    return jsonify({"published": story_id})
