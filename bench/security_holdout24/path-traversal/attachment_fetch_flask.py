import os

from flask import Blueprint, abort, request, send_from_directory
from flask_login import current_user, login_required

bp = Blueprint("attachments", __name__)
UPLOAD_ROOT = "/srv/app/uploads"


def user_folder(user_id: int) -> str:
    return os.path.join(UPLOAD_ROOT, str(user_id))


@bp.get("/attachments/download")
@login_required
def download():
    name = request.args.get("file", "")
    if not name:
        abort(400)
    return send_from_directory(user_folder(current_user.id), name, as_attachment=True)
