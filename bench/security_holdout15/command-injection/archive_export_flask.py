import subprocess

from flask import Blueprint, jsonify, request
from flask.views import MethodView

exports_bp = Blueprint("exports", __name__)
EXPORT_ROOT = "/srv/exports"


class ExportView(MethodView):
    def post(self):
        project = request.form.get("project", "default")
        job = {"project": project, "target": f"{EXPORT_ROOT}/{project}.tar.gz"}
        rc = build_archive(job)
        return jsonify({"status": "ok" if rc == 0 else "failed"})


def build_archive(job):
    argv = ["tar", "czf", job["target"], "-C", "/srv/projects", "--", job["project"]]
    return subprocess.run(argv, shell=False).returncode


exports_bp.add_url_rule("/export", view_func=ExportView.as_view("export"))
