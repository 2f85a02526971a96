import functools
import mimetypes
import os

from flask import Blueprint, abort, current_app, g, jsonify, request, send_file

from .auth import user_from_session
from .models import Ticket

attachments = Blueprint("attachments", __name__, url_prefix="/tickets")


def login_required(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        g.user = user_from_session()
        if g.user is None:
            abort(401)
        return view(*args, **kwargs)
    return wrapper


def attachment_root(ticket_id):
    return os.path.join(current_app.config["ATTACHMENT_ROOT"], str(ticket_id))


@attachments.get("/<int:ticket_id>/attachments")
@login_required
def list_attachments(ticket_id):
    ticket = Ticket.query.get_or_404(ticket_id)
    if not ticket.visible_to(g.user):
        abort(403)
    root = attachment_root(ticket_id)
    names = sorted(os.listdir(root)) if os.path.isdir(root) else []
    return jsonify(attachments=names)


@attachments.get("/<int:ticket_id>/attachments/download")
@login_required
def download_attachment(ticket_id):
    ticket = Ticket.query.get_or_404(ticket_id)
    if not ticket.visible_to(g.user):
        abort(403)
    name = request.args.get("file", "")
    if not name:
        abort(400)
    path = os.path.join(attachment_root(ticket_id), name)
    if not os.path.isfile(path):
        abort(404)
    mimetype = mimetypes.guess_type(path)[0] or "application/octet-stream"
    return send_file(path, mimetype=mimetype, as_attachment=True, download_name=os.path.basename(path))


@attachments.post("/<int:ticket_id>/attachments")
@login_required
def add_attachment(ticket_id):
    ticket = Ticket.query.get_or_404(ticket_id)
    if not ticket.visible_to(g.user):
        abort(403)
    upload = request.files["file"]
    root = attachment_root(ticket_id)
    os.makedirs(root, exist_ok=True)
    stored = f"{len(os.listdir(root)) + 1:04d}{os.path.splitext(upload.filename)[1][:10]}"
    upload.save(os.path.join(root, stored))
    return jsonify(stored=stored), 201
