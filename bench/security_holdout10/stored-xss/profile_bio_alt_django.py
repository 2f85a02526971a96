from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe

from .models import Profile


def profile_page(request, username):
    profile = get_object_or_404(Profile, user__username=username)
    bio = profile.bio or ""
    paragraphs = [p.strip() for p in bio.split("\n\n") if p.strip()]
    bio_html = "".join("<p>%s</p>" % p for p in paragraphs)
    context = {
        "profile": profile,
        "bio_html": mark_safe(bio_html),
        "is_owner": request.user.username == username,
    }
    return render(request, "accounts/profile.html", context)
