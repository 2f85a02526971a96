import os

from flask import Blueprint, abort, request, send_file
from flask_login import current_user, login_required

bp = Blueprint("attachments", __name__)
UPLOAD_ROOT = "/srv/app/uploads"


def user_folder(user_id: int) -> str:
    return os.path.join(UPLOAD_ROOT, str(user_id))


@bp.get("/attachments/download")
@login_required
def download():
    name = request.args.get("file", "")
    if not name or name.startswith(".."):
        abort(400)
    path = os.path.join(user_folder(current_user.id), name)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path, as_attachment=True)
