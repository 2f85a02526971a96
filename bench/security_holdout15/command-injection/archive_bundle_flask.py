import subprocess

from flask import Blueprint, jsonify, request
from flask.views import MethodView

exports_bp = Blueprint("exports", __name__)
EXPORT_ROOT = "/srv/exports"


class BundleView(MethodView):
    def post(self):
        project = request.form.get("project", "default")
        job = {"project": project, "target": f"{EXPORT_ROOT}/{project}.tar.gz"}
        rc = build_archive(job)
        return jsonify({"status": "ok" if rc == 0 else "failed"})


def build_archive(job):
    cmd = "tar czf {target} -C /srv/projects {project}".format(**job)
    return subprocess.run(cmd, shell=True).returncode


exports_bp.add_url_rule("/bundle", view_func=BundleView.as_view("bundle"))
