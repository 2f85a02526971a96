import yaml
from flask import Flask, abort, jsonify, request

from .models import Project, db

app = Flask(__name__)
ALLOWED_KEYS = {"name", "default_branch", "notifications", "labels"}


@app.put("/projects/<int:project_id>/settings")
def upload_settings(project_id):
    project = Project.query.get_or_404(project_id)
    try:
        config = yaml.safe_load(
            request.get_data(as_text=True)
        )
    except yaml.YAMLError as exc:
        abort(400, f"invalid YAML: {exc}")
    if not isinstance(config, dict):
        abort(400, "settings must be a mapping")
    unknown = set(config) - ALLOWED_KEYS
    if unknown:
        abort(400, f"unknown keys: {', '.join(sorted(unknown))}")
    project.settings = config
    db.session.commit()
    return jsonify(project.settings)
