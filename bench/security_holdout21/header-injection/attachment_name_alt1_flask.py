import logging
import mimetypes
import os

from flask import Blueprint, abort, current_app, jsonify, make_response, request
from werkzeug.utils import secure_filename

from .storage import blob_store
from .auth import login_required, current_user

files = Blueprint("files", __name__, url_prefix="/files")
log = logging.getLogger(__name__)


def lookup_blob(file_id):
    meta = blob_store.metadata(file_id)
    if meta is None or meta["owner_id"] != current_user().id:
        abort(404)
    return meta


@files.get("/<file_id>/download")
@login_required
def download(file_id):
    meta = lookup_blob(file_id)
    requested = request.args.get("as") or meta["original_name"]
    name = secure_filename(requested) or f"file-{file_id}"
    data = blob_store.read(file_id)
    ctype = mimetypes.guess_type(name)[0] or "application/octet-stream"
    resp = make_response(data)
    resp.headers["Content-Type"] = ctype
    resp.headers["Content-Disposition"] = f'attachment; filename="{name}"'
    resp.headers["X-Content-Type-Options"] = "nosniff"
    log.info("user %s downloaded %s", current_user().id, file_id)
    return resp


@files.get("/")
@login_required
def listing():
    rows = blob_store.list_for_owner(current_user().id)
    limit = current_app.config.get("FILES_PAGE_LIMIT", 100)
    return jsonify([
        {"id": r["id"], "name": r["original_name"], "size": r["size"]} for r in rows[:limit]
    ])


@files.errorhandler(404)
def missing(_err):
    return jsonify(error="file not found"), 404


def storage_root():
    return os.environ.get("BLOB_ROOT", "/var/lib/files")
