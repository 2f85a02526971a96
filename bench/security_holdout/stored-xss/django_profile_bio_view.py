from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe

from accounts.models import Profile


def profile_detail(request, username):
    profile = get_object_or_404(Profile, user__username=username)
    context = {
        "profile": profile,
        "bio_html": mark_safe(profile.bio.replace("\n", "<br>")),
        "joined": profile.user.date_joined,
    }
    return render(request, "accounts/profile_detail.html", context)
