from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils.html import format_html, format_html_join

from .models import Ticket


@login_required
def ticket_history(request, ticket_id):
    ticket = get_object_or_404(Ticket, pk=ticket_id, requester=request.user)
    entries = format_html_join(
        "\n",
        '<li><time datetime="{}">{}</time> <b>{}</b>: {}</li>',
        (
            (e.created_at.isoformat(), e.created_at.strftime("%d %b %H:%M"), e.author.username, e.message)
            for e in ticket.entries.select_related("author").order_by("created_at")
        ),
    )
    page = format_html("<h2>{}</h2><ul class='history'>{}</ul>", ticket.subject, entries)
    return HttpResponse(page)
