from django.http import HttpResponse
from django.shortcuts import get_object_or_404

from .models import Profile


def _profile_card(profile):
    lines = [
        "<div class='card'>",
        "<h3>%s</h3>" % profile.display_name,
        "<div class='bio'>%s</div>" % profile.bio,
        "</div>",
    ]
    return "\n".join(lines)


def profile_page(request, username):
    profile = get_object_or_404(Profile, user__username=username)
    html = _profile_card(profile)
    return HttpResponse(html)
