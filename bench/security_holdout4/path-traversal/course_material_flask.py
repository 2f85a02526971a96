from pathlib import Path

from flask import Flask, abort, request, send_file

app = Flask(__name__)
MATERIALS_ROOT = "/srv/lms/materials"


def material_path(course, filename):
    return f"{MATERIALS_ROOT}/{course}/{filename}"


@app.get("/courses/<course>/materials")
def get_material(course):
    filename = request.args.get("name")
    if not filename:
        abort(400)
    path = material_path(course, filename)
    if not Path(path).exists():
        abort(404)
    return send_file(path, as_attachment=True)
