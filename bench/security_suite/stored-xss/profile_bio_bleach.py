import bleach
from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe

from accounts.models import Profile

ALLOWED_TAGS = ["b", "i", "em", "strong", "a", "p"]


def profile_page(request, username):
    profile = get_object_or_404(Profile, user__username=username)
    cleaned = bleach.clean(profile.bio, tags=ALLOWED_TAGS, strip=True)
    bio_html = mark_safe(cleaned)
    return render(request, "accounts/profile.html", {"profile": profile, "bio": bio_html})
