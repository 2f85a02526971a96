from django.shortcuts import get_object_or_404, render
from django.utils.html import escape
from django.utils.safestring import mark_safe

from .models import Profile


def profile_card(request, username):
    profile = get_object_or_404(Profile.objects.select_related("user"), user__username=username)
    name = escape(profile.user.get_full_name() or profile.user.username)
    bio = profile.bio.replace("\n", "<br>")
    card = mark_safe(
        f"<div class='card'><h3>{name}</h3>"
        f"<p class='bio'>{bio}</p>"
        f"<span class='loc'>{escape(profile.location)}</span></div>"
    )
    return render(request, "profiles/card.html", {"card": card, "profile": profile})
