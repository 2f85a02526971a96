from flask import render_template
from flask.views import MethodView
from flask_login import current_user, login_required
from markupsafe import Markup

from app.models import Note


class NoteDetailView(MethodView):
    decorators = [login_required]

    def get(self, note_id: int):
        note = Note.query.filter_by(id=note_id, team_id=current_user.team_id).first_or_404()
        paragraphs = [p for p in note.body.split("\n\n") if p.strip()]
        body = Markup("").join(Markup("<p>{}</p>").format(p) for p in paragraphs)
        return render_template("notes/detail.html", note=note, body=body)
