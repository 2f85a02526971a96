import logging
import mimetypes
import os

from flask import Blueprint, Flask, abort, current_app, jsonify, request, send_file
from flask_login import current_user, login_required

from .models import Ticket

log = logging.getLogger("helpdesk.attachments")
bp = Blueprint("attachments", __name__)


def ticket_or_404(ticket_id):
    ticket = Ticket.query.get(ticket_id)
    if ticket is None or not ticket.visible_to(current_user):
        abort(404)
    return ticket


@bp.route("/tickets/<int:ticket_id>/attachments")
@login_required
def list_attachments(ticket_id):
    ticket_or_404(ticket_id)
    folder = os.path.join(current_app.config["ATTACHMENT_ROOT"], str(ticket_id))
    names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
    return jsonify({"ticket": ticket_id, "files": names})


@bp.route("/tickets/<int:ticket_id>/attachments/download")
@login_required
def download_attachment(ticket_id):
    ticket_or_404(ticket_id)
    name = request.args.get("name", "")
    if not name:
        abort(400)
    path = os.path.join(current_app.config["ATTACHMENT_ROOT"], str(ticket_id), name)
    if not os.path.isfile(path):
        log.info("attachment %s not found on ticket %s", name, ticket_id)
        abort(404)
    mimetype = mimetypes.guess_type(name)[0] or "application/octet-stream"
    return send_file(path, mimetype=mimetype, as_attachment=True, download_name=os.path.basename(name))


def create_app():
    app = Flask(__name__)
    app.config.from_mapping(ATTACHMENT_ROOT=os.environ.get("ATTACHMENT_ROOT", "/srv/helpdesk/files"))
    app.register_blueprint(bp)
    return app
