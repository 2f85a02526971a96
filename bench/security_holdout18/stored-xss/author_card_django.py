from django.shortcuts import get_object_or_404, render
from django.utils.html import escape
from django.utils.safestring import mark_safe

from .models import Profile


def author_card(request, username):
    profile = get_object_or_404(Profile, user__username=username)
    display = escape(profile.display_name)
    link = mark_safe(f'<a href="{profile.website}" rel="nofollow">{display}</a>')
    context = {"profile": profile, "author_link": link, "bio": profile.bio}
    return render(request, "profiles/card.html", context)
