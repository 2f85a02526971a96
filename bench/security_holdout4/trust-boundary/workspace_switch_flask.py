from flask import Flask, abort, jsonify, request, session

from workspace.models import Membership, Project

app = Flask(__name__)
app.config.from_envvar("WORKSPACE_SETTINGS")


@app.route("/workspace/context", methods=["POST"])
def set_workspace_context():
    if "user_id" not in session:
        abort(401)
    form = request.form
    membership = Membership.query.filter_by(
        user_id=session["user_id"], workspace_id=form.get("workspace_id", type=int)
    ).first_or_404()
    session["workspace_id"] = membership.workspace_id
    session["role"] = form.get("role", membership.role)
    return jsonify({"workspace": session["workspace_id"], "role": session["role"]})


@app.route("/workspace/projects/<int:project_id>", methods=["DELETE"])
def delete_project(project_id):
    if session.get("role") != "admin":
        abort(403)
    project = Project.query.filter_by(id=project_id, workspace_id=session.get("workspace_id")).first_or_404()
    project.archive()
    return "", 204
