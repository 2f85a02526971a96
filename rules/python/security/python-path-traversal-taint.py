import uuid
import django.utils._os
import werkzeug.security
import os
from pathlib import Path

from django.http import FileResponse, HttpRequest
from fastapi import FastAPI
from fastapi.responses import FileResponse as ApiFileResponse
from flask import Flask, abort, request, send_file, send_from_directory
from werkzeug.utils import secure_filename

app = Flask(__name__)
api = FastAPI()
UPLOADS = "/srv/uploads"


@app.route("/download")
def download():
    name = request.args["file"]
    # ruleid: python-path-traversal-taint
    return send_file(os.path.join(UPLOADS, name))


@app.route("/raw/<path:name>")
def raw(name):
    # ruleid: python-path-traversal-taint
    with open(UPLOADS + "/" + name, "rb") as fh:
        return fh.read()


@app.route("/download/safe")
def download_safe():
    name = secure_filename(request.args["file"])
    # ok: python-path-traversal-taint
    return send_file(os.path.join(UPLOADS, name))


@app.route("/static/<path:name>")
def static_files(name):
    # ok: python-path-traversal-taint
    return send_from_directory(UPLOADS, name)


@app.route("/theme")
def theme():
    # ruleid: python-path-traversal-taint
    return send_from_directory(request.args["dir"], "style.css")


@app.route("/upload", methods=["POST"])
def upload():
    target = os.path.realpath(os.path.join(UPLOADS, request.form["name"]))
    if not target.startswith(UPLOADS + os.sep):
        abort(400)
    # ok: python-path-traversal-taint
    with open(target, "wb") as fh:
        fh.write(request.get_data())
    return "ok"


def django_report(request: HttpRequest) -> FileResponse:
    name = request.GET["report"]
    # ruleid: python-path-traversal-taint
    return FileResponse(open(f"/srv/reports/{name}", "rb"))


def django_report_safe(request: HttpRequest) -> FileResponse:
    name = os.path.basename(request.GET["report"])
    # ok: python-path-traversal-taint
    return FileResponse(open(f"/srv/reports/{name}", "rb"))


@api.get("/files")
def files(name: str):
    # ruleid: python-path-traversal-taint
    return ApiFileResponse(path=f"/srv/files/{name}")


@api.get("/notes")
def notes(name: str):
    # ruleid: python-path-traversal-taint
    return (Path("/srv/notes") / name).read_text()


@api.get("/notes/safe")
def notes_safe(name: str):
    base = Path("/srv/notes")
    path = (base / name).resolve()
    if not path.is_relative_to(base):
        raise ValueError("bad path")
    # ok: python-path-traversal-taint
    return path.read_text()


def load_config(path: str) -> str:
    # ok: python-path-traversal-taint
    with open(path) as fh:
        return fh.read()


@app.route("/joined")
def joined():
    # ok: python-path-traversal-taint
    return send_file(werkzeug.security.safe_join(UPLOADS, request.args["file"]))


@app.route("/invoice")
def invoice():
    number = request.args["n"]
    # ok: python-path-traversal-taint
    return send_file(os.path.join(UPLOADS, f"invoice-{int(number)}.pdf"))


@app.route("/attachment")
def attachment():
    key = request.args["key"]
    # ok: python-path-traversal-taint
    return send_file(os.path.join(UPLOADS, str(uuid.UUID(key))))


def django_joined(request: HttpRequest) -> FileResponse:
    # ok: python-path-traversal-taint
    return FileResponse(open(django.utils._os.safe_join(UPLOADS, request.GET["file"]), "rb"))


THEMES = {"dark": "dark.css", "light": "light.css"}
EXPORT_FORMATS = ("csv", "json")


def load_snippet(snippet_name):
    with open(os.path.join("/srv/snippets", snippet_name)) as handle:
        return handle.read()


def load_snippet_flat(snippet_name):
    with open(os.path.join("/srv/snippets", os.path.basename(snippet_name))) as handle:
        return handle.read()


def drop_upload(upload_name):
    os.remove("/srv/uploads/" + upload_name)


@app.route("/snippet")
def snippet():
    # ruleid: python-path-traversal-taint
    return load_snippet(request.args["name"])


@app.route("/snippet-flat")
def snippet_flat():
    # ok: python-path-traversal-taint
    return load_snippet_flat(request.args["name"])


@app.route("/snippet-secure")
def snippet_secure():
    # ok: python-path-traversal-taint
    return load_snippet(secure_filename(request.args["name"]))


@app.post("/uploads/drop")
def drop():
    name = request.form["name"]
    # ruleid: python-path-traversal-taint
    drop_upload(name)
    return "dropped"


@app.route("/theme.css")
def theme():
    # ok: python-path-traversal-taint
    return send_file(os.path.join("/srv/themes", THEMES.get(request.args.get("t", ""), "light.css")))


@app.route("/export")
def export():
    fmt = request.args.get("format", "csv")
    if fmt not in EXPORT_FORMATS:
        abort(400)
    # ok: python-path-traversal-taint
    return send_file(f"/srv/exports/latest.{fmt}")


@app.route("/export-any")
def export_any():
    fmt = request.args.get("format", "csv")
    if fmt == "":
        abort(400)
    # ruleid: python-path-traversal-taint
    return send_file(f"/srv/exports/latest.{fmt}")
