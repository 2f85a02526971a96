from django.utils.html import format_html

from teams.models import Member


def member_card(member: Member):
    label = format_html("<span class='name'>{}</span>", member.display_name)
    return format_html("<div class='card'>{}</div>", label)


def team_cards(team):
    return [member_card(m) for m in team.members.all()]
