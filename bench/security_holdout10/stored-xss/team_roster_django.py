from django.http import HttpResponse
from django.utils.html import format_html, format_html_join

from .models import Member


def roster(request, team_id):
    members = Member.objects.filter(team_id=team_id).order_by("display_name")
    rows = format_html_join(
        "\n",
        "<tr><td>{}</td><td>{}</td></tr>",
        ((m.display_name, m.title) for m in members),
    )
    table = format_html("<table class='roster'>{}</table>", rows)
    return HttpResponse(table)
