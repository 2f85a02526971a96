from flask import Blueprint, abort, make_response, request
from flask_login import current_user, login_required

from app.storage import read_document

docs_bp = Blueprint("docs", __name__, url_prefix="/documents")


@docs_bp.route("/<int:doc_id>/download")
@login_required
def download_document(doc_id):
    blob, mimetype = read_document(current_user.account_id, doc_id)
    if blob is None:
        abort(404)
    filename = request.args.get("name") or f"document-{doc_id}"
    resp = make_response(blob)
    resp.headers["Content-Type"] = mimetype
    resp.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    resp.headers["X-Content-Type-Options"] = "nosniff"
    return resp
