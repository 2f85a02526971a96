from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.utils.html import escape, linebreaks
from django.utils.safestring import mark_safe

from .models import Note


@login_required
def team_notes(request, team_id):
    notes = Note.objects.filter(team_id=team_id, team__members=request.user).order_by("-updated")[:25]
    items = []
    for note in notes:
        title = escape(note.title)
        body = linebreaks(note.body, autoescape=True)
        items.append(f"<li><h4>{title}</h4>{body}</li>")
    return HttpResponse(mark_safe("<ul>%s</ul>" % "".join(items)))
