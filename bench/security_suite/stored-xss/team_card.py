from django.utils.html import format_html
from django.utils.safestring import mark_safe

from teams.models import Member


def member_card(member: Member):
    label = f"<span class='name'>{member.display_name}</span>"
    return format_html("<div class='card'>{}</div>", mark_safe(label))


def team_cards(team):
    return [member_card(m) for m in team.members.all()]
