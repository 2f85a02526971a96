from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe

from accounts.models import Profile


def profile_page(request, username):
    profile = get_object_or_404(Profile, user__username=username)
    bio_html = mark_safe(profile.bio)
    return render(request, "accounts/profile.html", {"profile": profile, "bio": bio_html})
